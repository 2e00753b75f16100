import { screen, waitFor, within } from '@testing-library/react';
import { industrySlugs, paths, routePatterns, type IndustrySlug } from '@/config/paths';
import type { IndustryContent } from '@/content/industry-content';
import { renderRoute } from '../testing/render-route';
import { Component as IndustriesTable } from './index';

// Each page's route module, and each page's copy, by slug.
const routeModules = import.meta.glob<{ Component: () => React.JSX.Element }>(['./*.tsx', '!./index.tsx', '!./industry-page.tsx', '!./*.test.tsx'], {
  eager: true,
});
const copies = import.meta.glob<{ industry: IndustryContent }>('../../../content/industries/*.ts', { eager: true });
const copyOf = (slug: IndustrySlug) => copies[`../../../content/industries/${slug}.ts`]!.industry;

// The client's hero button labels per industry; those for real estate and restaurants were left to us to write.
const expectedLabels: Record<IndustrySlug, [string, string]> = {
  'real-estate': ['Sell Listings Faster', 'View High-Visibility Locations'],
  restaurants: ['Fill More Tables', 'View Dining District Locations'],
  events: ['Boost Event Attendance', 'View Prime Locations'],
  automotive: ['Accelerate Your Business', 'Find High-Traffic Routes'],
  healthcare: ['Grow Your Practice', 'View Strategic Locations'],
  retail: ['Increase Store Traffic', 'Find Shopping Area Locations'],
  education: ['Increase Enrollment', 'View School Zone Locations'],
  hospitality: ['Increase Bookings', 'View Tourism Route Locations'],
  financial: ['Build Financial Trust', 'View Business District Locations'],
  'non-profit': ['Amplify Your Cause', 'View Community Locations'],
};

const expectedNames: Record<IndustrySlug, string> = {
  'real-estate': 'Real Estate',
  restaurants: 'Restaurant',
  events: 'Event',
  automotive: 'Automotive',
  healthcare: 'Healthcare',
  retail: 'Retail',
  education: 'Education',
  hospitality: 'Hospitality',
  financial: 'Financial',
  'non-profit': 'Non-Profit',
};

function renderIndustry(slug: IndustrySlug) {
  const route = routeModules[`./${slug}.tsx`];
  if (!route) throw new Error(`no route module for ${slug}`);
  return renderRoute(route.Component, { url: paths.industry(slug), pattern: paths.industry(slug) });
}

it('every industry has a route module, and nothing else in the folder is one', () => {
  expect(Object.keys(routeModules).sort()).toEqual(industrySlugs.map((slug) => `./${slug}.tsx`).sort());
});

describe.each(industrySlugs)('/industries/%s', (slug) => {
  const entry = copyOf(slug);
  const [first, second] = expectedLabels[slug];

  it('renders one h1 with the headline inside main', () => {
    const { container } = renderIndustry(slug);
    expect(container.querySelector('main#main')).not.toBeNull();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(entry.hero.headline);
  });

  it('has both hero calls to action with the spec labels and targets', () => {
    renderIndustry(slug);
    expect(screen.getByRole('link', { name: first })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: second })).toHaveAttribute('href', '/billboard-map');
  });

  it('closes with the Start Your Campaign Today banner and a toll-free tel: link', () => {
    renderIndustry(slug);
    const banner = screen.getByRole('heading', { level: 2, name: 'Ready to Be Seen Across London?' }).closest('section')!;
    expect(within(banner).getByRole('link', { name: 'Start Your Campaign Today' })).toHaveAttribute('href', '/contact-us');
    expect(within(banner).getByRole('link', { name: 'Call 1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  });

  it('has three benefit cards, an image with its size and two columns of three facts', () => {
    const { container } = renderIndustry(slug);
    expect(container.querySelectorAll('article')).toHaveLength(3);
    const img = screen.getByAltText(entry.imageAlt);
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('src', `/images/industries/${slug}.jpg`);
    const columns = entry.facts.columns.map((c) => screen.getByRole('heading', { level: 3, name: c.title }).parentElement!);
    expect(columns).toHaveLength(2);
    for (const column of columns) expect(within(column).getAllByRole('listitem')).toHaveLength(3);
  });

  it('sets the title in the spec form', async () => {
    renderIndustry(slug);
    await waitFor(() => expect(document.title).toBe(`${expectedNames[slug]} Billboards | Rent a Billboard in London Ontario`));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/industries/${slug}$`));
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toContain('billboard');
  });
});

describe('industry phone calls to action', () => {
  it.each(['real-estate', 'restaurants'] as const)('%s offers a phone call in the hero as well', (slug) => {
    renderIndustry(slug);
    // Hero and banner both carry the call link.
    expect(screen.getAllByRole('link', { name: 'Call 1-800-555-0199' })).toHaveLength(2);
  });

  it('other industries have the call link in the banner only', () => {
    renderIndustry('retail');
    expect(screen.getAllByRole('link', { name: 'Call 1-800-555-0199' })).toHaveLength(1);
  });
});

describe('the industries table', () => {
  it('shows the page of the industry in the address', async () => {
    renderRoute(IndustriesTable, { url: paths.industry('retail'), pattern: routePatterns.industry });
    expect(await screen.findByRole('heading', { level: 1, name: copyOf('retail').hero.headline })).toBeInTheDocument();
  });

  it('answers an industry the site does not have with the not-found content', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(IndustriesTable, { url: '/industries/plumbing', pattern: routePatterns.industry });
    // A chunk of its own, which the ten pages do not load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    // Logged by an effect after the heading shows: on a busy machine it can come a moment later.
    await waitFor(() => expect(spy).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/industries/plumbing'));
    spy.mockRestore();
  });
});
