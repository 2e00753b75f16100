import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { faqItems } from '@/content/faq';
import { Component as FaqPage } from './faq';
import { renderRoute } from './testing/render-route';
import { setupUser } from '@/testing/user-events';

const renderFaq = () => renderRoute(FaqPage, { url: paths.faq });

/** A question's disclosure, found by the heading its summary holds. */
const question = (text: string) => screen.getByRole('heading', { level: 2, name: text }).closest('details')!;
const summaryOf = (text: string) => question(text).querySelector('summary')!;

describe('/faq page', () => {
  it('renders the hero h1 and the nine questions as h2 headings, all closed, with every answer in the page', () => {
    const { container } = renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const disclosures = faqItems.map((item) => question(item.question));
    expect(disclosures).toHaveLength(9);
    for (const d of disclosures) expect(d).not.toHaveAttribute('open');
    // The answers are in the markup (closed, so not shown): a crawler and a visitor without scripts have them.
    expect(container).toHaveTextContent(/\$1,100 to \$2,500 per 4-week cycle/);
  });

  it('keeps only one answer open at a time, and the open one can be closed', async () => {
    const user = setupUser();
    renderFaq();
    const cost = 'How much does it cost to advertise on a billboard?';
    const goLive = 'How soon can my ad go live?';

    await user.click(summaryOf(cost));
    await waitFor(() => expect(question(cost)).toHaveAttribute('open'));
    expect(screen.getByText(/\$1,100 to \$2,500 per 4-week cycle/)).toBeVisible();

    await user.click(summaryOf(goLive));
    await waitFor(() => expect(question(goLive)).toHaveAttribute('open'));
    await waitFor(() => expect(question(cost)).not.toHaveAttribute('open'));
    expect(screen.getByText(/within 48 hours of approved artwork/)).toBeVisible();

    await user.click(summaryOf(goLive));
    await waitFor(() => expect(question(goLive)).not.toHaveAttribute('open'));
  });

  it('answers link to the billboards, map, contact and inventory pages', () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'interactive billboard map', hidden: true })).toHaveAttribute('href', '/billboard-map');
    expect(screen.getByRole('link', { name: 'our inventory', hidden: true })).toHaveAttribute('href', '/inventory');
    expect(screen.getByRole('link', { name: 'digital billboard advertising', hidden: true })).toHaveAttribute('href', '/billboards');
    expect(screen.getByRole('link', { name: 'contact us', hidden: true })).toHaveAttribute('href', '/contact-us');
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
