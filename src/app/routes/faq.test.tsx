import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import { faqItems } from '@/content/faq';
import { Component as FaqPage } from './faq';
import { renderRoute } from './testing/render-route';

const renderFaq = () => renderRoute(FaqPage, { url: paths.faq });

describe('/faq page', () => {
  it('renders the hero h1 and the nine questions, all closed', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const triggers = faqItems.map((item) => screen.getByRole('button', { name: item.question }));
    expect(triggers).toHaveLength(9);
    for (const t of triggers) expect(t).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one answer open at a time, and the open one can be closed', async () => {
    const user = userEvent.setup();
    renderFaq();
    const cost = screen.getByRole('button', { name: 'How much does it cost to advertise on a billboard?' });
    const goLive = screen.getByRole('button', { name: 'How soon can my ad go live?' });

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/\$1,100 to \$2,500 per 4-week cycle/)).toBeVisible();

    await user.click(goLive);
    expect(goLive).toHaveAttribute('aria-expanded', 'true');
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/\$1,100 to \$2,500 per 4-week cycle/)).toBeNull();
    expect(screen.getByText(/within 48 hours of approved artwork/)).toBeVisible();
    // Radix labels each open panel with its question; the closed one is unmounted.
    expect(screen.getByRole('region', { name: 'How soon can my ad go live?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How much does it cost to advertise on a billboard?' })).toBeNull();

    await user.click(goLive);
    expect(goLive).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers link to the billboards, map, contact and inventory pages', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'Where are your billboards located?' }));
    expect(screen.getByRole('link', { name: 'interactive billboard map' })).toHaveAttribute('href', '/billboard-map');
    expect(screen.getByRole('link', { name: 'our inventory' })).toHaveAttribute('href', '/inventory');

    await user.click(screen.getByRole('button', { name: 'What types of billboards do you offer?' }));
    expect(screen.getByRole('link', { name: 'digital billboard advertising' })).toHaveAttribute('href', '/billboards');

    await user.click(screen.getByRole('button', { name: 'How do I lease a billboard?' }));
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('publishes the questions as FAQPage structured data in plain text', async () => {
    renderFaq();
    await waitFor(() => expect(document.title).toMatch(/FAQ/));
    const nodes = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}'));
    const page = nodes.find((n) => n['@type'] === 'FAQPage');
    expect(page.mainEntity).toHaveLength(9);
    expect(page.mainEntity[2]).toMatchObject({
      '@type': 'Question',
      name: 'How much does it cost to advertise on a billboard?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('Contact us for a quote') },
    });
  });
});
