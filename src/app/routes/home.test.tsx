import { screen, waitFor } from '@testing-library/react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LATEST_NEWS_TEXT } from '@/features/blog/components/latest-news';
import { CONTACT_FORM_TEXT } from '@/features/contact/components/contact-form';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { Component as HomePage } from './home';
import { renderRoute } from './testing/render-route';

// The latest news reads the published posts; their own tests cover what it shows of them.
beforeEach(() => {
  fakePublicReads({ from: fakeFrom([], () => ({ data: [], error: null, status: 200 })) });
});

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
    expect(screen.getByRole('region', { name: LATEST_NEWS_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: CONTACT_FORM_TEXT.formLabel })).toBeInTheDocument();
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
