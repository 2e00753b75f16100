import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { makeLocation } from '@/features/locations/testing/locations';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { Component as BoardRoute } from './board';
import { renderRoute } from './testing/render-route';

// The public API as a stand-in (spies on the real client): the board by slug, the old slugs, the nearby boards, availability and the boards' plays per cycle.
const api = {
  audience: [] as Record<string, unknown>[],
  boards: [] as Record<string, unknown>[],
  moved: [] as { old_slug: string; slug: string }[],
  nearby: [] as Record<string, unknown>[],
};

const reads = {
  from: (table: string) => {
    const filters: Record<string, unknown> = {};
    const builder = {
      select: () => builder,
      eq: (column: string, value: unknown) => ((filters[column] = value), builder),
      order: () => builder,
      maybeSingle: () => builder,
      retry: async () => {
        if (table === 'billboard_locations') return { data: api.boards.find((b) => b.slug === filters.slug) ?? null, error: null, status: 200 };
        const old = api.moved.find((m) => m.old_slug === filters.old_slug);
        return { data: old ? { billboard_locations: { slug: old.slug } } : null, error: null, status: 200 };
      },
    };
    return builder;
  },
  rpc: (name: string) => ({
    retry: async () => ({ data: name === 'nearby_boards' ? api.nearby : [], error: null, status: 200 }),
    then: (resolve: (value: unknown) => unknown) =>
      Promise.resolve({ data: name === 'board_audience' ? api.audience : [], error: null, status: 200 }).then(resolve),
  }),
};

// The Static Maps key the build was given (a spy on the real env's getter): the sales sheet shows a map image only with one.
const mapsKey = { value: '' };

const board = makeLocation({
  slug: 'wellington-road-south',
  thumbnail_image_1_alt: 'The board over northbound Wellington Rd',
  daily_impressions: 48200,
  impressions_source: 'City of London traffic count, 2025',
  rate_per_cycle: 2450,
  sales_sheet_pdf_url: null,
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function Page() {
  return (
    <>
      <Routes>
        <Route path="/inventory/:slug" element={<BoardRoute />} />
      </Routes>
      <Where />
    </>
  );
}

beforeEach(() => {
  fakePublicReads(reads);
  vi.spyOn(env, 'VITE_GOOGLE_STATIC_MAPS_API_KEY', 'get').mockImplementation(() => mapsKey.value);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  api.boards = [board];
  // 8-second spots in a loop of 6 (48 s), 18 hours a day: 1350 plays a day, 37800 in a cycle.
  api.audience = [{ location_id: board.id, cycle_start: '2026-12-07', plays_per_cycle: 37800 }];
  api.moved = [{ old_slug: 'old-name', slug: 'wellington-road-south' }];
  mapsKey.value = '';
  api.nearby = [makeLocation({ id: '00000000-0000-4000-8000-000000000009', name: 'Highbury Avenue North', slug: 'highbury-avenue-north' })];
});

describe('/inventory/:slug', () => {
  it("shows the board: photos with the staff's alt text, audience with its source, price, its sales sheet link and nearby boards", async () => {
    renderRoute(Page, { url: '/inventory/wellington-road-south', pattern: '*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellington Road South' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The board over northbound Wellington Rd' })).toBeInTheDocument();
    const audience = within(screen.getByRole('region', { name: 'Audience' }));
    const fact = (label: string) => audience.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Daily traffic')).toBe('48,200 (City of London traffic count, 2025)');
    await waitFor(() => expect(fact('Plays per day')).toBe('1,350'));
    expect(fact('Share of voice')).toBe('1 in 6 spots (17%)');
    expect(fact('Estimated impressions per 4-week cycle')).toBe('About 224,900');
    expect(audience.getByText(/^Plays per day are the board’s operating hours divided by its loop/)).toBeInTheDocument();
    expect(screen.getByText('$2,450 per 4-week cycle')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales sheet' })).toHaveAttribute('href', '/inventory/wellington-road-south?print');
    expect(await screen.findByRole('link', { name: 'Highbury Avenue North' })).toHaveAttribute('href', '/inventory/highbury-avenue-north');
    await waitFor(() => expect(document.title).toBe('Wellington Road South Digital Billboard | London Digital Billboards'));
  });

  it('the sales sheet shows a map of the board when a Static Maps key is set, and the page itself never asks for one', async () => {
    mapsKey.value = 'sheet-key';
    const mapImage = () => screen.queryByRole('img', { name: 'Map of the streets around Wellington Road South, the board marked in red' });
    const page = renderRoute(Page, { url: '/inventory/wellington-road-south', pattern: '*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellington Road South' })).toBeInTheDocument();
    expect(mapImage()).toBeNull();
    page.unmount();

    renderRoute(Page, { url: '/inventory/wellington-road-south?print', pattern: '*' });
    expect(await screen.findByRole('button', { name: 'Print this sales sheet' })).toBeInTheDocument();
    expect(mapImage()).not.toBeNull();
    expect(new URL(mapImage()!.getAttribute('src')!).searchParams.get('key')).toBe('sheet-key');
    // A key the Static API refuses: the image gives way to the address and coordinates, never a broken image.
    fireEvent.error(mapImage()!);
    expect(mapImage()).toBeNull();
    expect(screen.getByRole('region', { name: 'Location' })).toHaveTextContent('Coordinates: 42.93860, -81.22620');
  });

  it('the sales sheet gives the address and coordinates as text, and no map image, without a Static Maps key', async () => {
    renderRoute(Page, { url: '/inventory/wellington-road-south?print', pattern: '*' });
    expect(await screen.findByRole('button', { name: 'Print this sales sheet' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Map of the streets/ })).toBeNull();
    const location = screen.getByRole('region', { name: 'Location' });
    expect(location).toHaveTextContent(board.address);
    expect(location).toHaveTextContent('Coordinates: 42.93860, -81.22620');
  });

  it("links to directions to the board's coordinates", async () => {
    renderRoute(Page, { url: '/inventory/wellington-road-south', pattern: '*' });
    const directions = await screen.findByRole('link', { name: 'Get directions to Wellington Road South (Google Maps, opens in a new tab)' });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=42.9386,-81.2262');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('moves an old slug to the board page now, the query kept', async () => {
    renderRoute(Page, { url: '/inventory/old-name?print', pattern: '*' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/inventory/wellington-road-south?print'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellington Road South' })).toBeInTheDocument();
  });

  it('shows the not-found page, marked noindex, for a board that is not active (or never was)', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Row-level security shows the public active boards only: a deactivated one is not there.
    api.boards = [];
    renderRoute(Page, { url: '/inventory/deactivated-board', pattern: '*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    spy.mockRestore();
  });
});
