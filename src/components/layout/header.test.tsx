import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { site } from '@/config/site';
import { Header } from './header';

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows the top bar with the call to action, phone and e-mail links', () => {
    renderHeader();
    expect(screen.getByText('CONTACT US TODAY!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', `tel:${site.phoneE164}`);
    expect(screen.getByRole('link', { name: 'EMAIL US' })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('hides the top bar below the lg breakpoint', () => {
    renderHeader();
    const bar = screen.getByText('CONTACT US TODAY!').closest('div.bg-topbar');
    expect(bar).toHaveClass('hidden', 'lg:block');
  });

  it('links the company name home and holds both navigations', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
