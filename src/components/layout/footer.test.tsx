import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { Footer } from './footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('lists the quick links in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Quick Links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Billboards', '/billboards'],
      ['Inventory', '/inventory'],
      ['About Us', '/about-us'],
      ['FAQ', '/faq'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Accessibility', '/accessibility'],
      ['Your account', '/account'],
    ]);
  });

  it('shows the company contact details', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', `tel:${site.phoneE164}`);
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(footer).toHaveTextContent(site.address.streetAddress);
    expect(footer).toHaveTextContent(`London, ON ${site.address.postalCode}`);
    expect(footer).toHaveTextContent('Monday to Friday, 9:00 a.m. to 5:00 p.m.');
    expect(footer).toHaveTextContent('We respond within 24 hours.');
  });

  it('has five social links that open safely in a new tab', () => {
    renderFooter();
    const names = ['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube'];
    expect(site.social).toHaveLength(5);
    for (const [i, name] of names.entries()) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', site.social[i]!.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the 2024 copyright', () => {
    renderFooter();
    expect(screen.getByText(`© 2024 ${site.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
