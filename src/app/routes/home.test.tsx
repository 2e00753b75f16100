import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Component as HomePage } from './home';
import { renderRoute } from './testing/render-route';

// Both talk to the backend; their own tests cover them.
vi.mock('@/features/blog/components/latest-news', () => ({ LatestNews: () => <section aria-label="Latest News" /> }));
vi.mock('@/features/contact/components/contact-form', () => ({ ContactForm: () => <form aria-label="Contact form" /> }));

const renderHome = () => renderRoute(HomePage, { url: paths.home });

describe('home page', () => {
  it('has one h1 about billboard advertising in London Ontario', () => {
    renderHome();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/billboard advertising in London Ontario/i);
  });

  it('links Find a Billboard to /inventory, View More to /billboards and why-it-works to the map', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Find a Billboard' })).toHaveAttribute('href', '/inventory');
    expect(screen.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/billboards');
    expect(screen.getByRole('link', { name: 'Explore the Billboard Map' })).toHaveAttribute('href', '/billboard-map');
  });

  it('shows the four services, the latest news block and the contact form', () => {
    renderHome();
    for (const name of ['Digital Billboard Rental', 'Ad Design', 'Production and Placement', 'Customer Service']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Latest News' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it('shows the About video poster as a picture, with no YouTube player and no placeholder text, until the client gives the video', () => {
    const { container } = renderHome();
    expect(site.aboutVideo.youtubeId).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole('img', { name: /a digital billboard over an Ontario highway/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('adds the organization and local business structured data', async () => {
    renderHome();
    await waitFor(() => expect(document.title).toMatch(/London Ontario/));
    const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness', 'WebSite', 'BreadcrumbList']));
  });
});
