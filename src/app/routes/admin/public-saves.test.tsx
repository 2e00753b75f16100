// A save the public site shows leaves its rebuild to the database (a trigger
// queues it, a scheduled job calls the build hook): the admin screens that
// save posts and boards call no function after it, hold no timer, and read
// the rebuild's state again so the admin shell's notice follows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuilderCall } from '@/testing/fake-query-builder';
import { Component as BlogScreen } from './blog';
import { Component as LocationsScreen } from './locations';
import { setupUser } from '@/testing/user-events';

const ADMIN = 'admin@londondigitalbillboards.ca';

const mocks = vi.hoisted(() => ({
  calls: [] as BuilderCall[],
  invoke: vi.fn(),
  rpc: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

vi.mock('@/lib/toast', () => ({ toast: mocks.toast }));
vi.mock('@/features/post-editor/editor/rich-text-editor', () => ({
  RichTextEditor: ({ value }: { value: string }) => <textarea aria-label="Content editor" defaultValue={value} />,
}));
vi.mock('@/lib/supabase', async () => {
  const { fakeFrom } = await import('@/testing/fake-query-builder');
  return {
    supabase: {
      auth: {
        getSession: async () => ({ data: { session: { user: { email: ADMIN } } }, error: null }),
        signOut: vi.fn(),
        onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => {} } } }),
      },
      functions: { invoke: mocks.invoke },
      rpc: mocks.rpc,
      from: fakeFrom(mocks.calls, (table, calls) => {
        const changed = calls.find((c) => c.method === 'update' || c.method === 'delete');
        if (table === 'bookings') return { data: [], error: null, status: 200 };
        if (table === 'blog_posts') return { data: changed ? [{ id: POST.id }] : [POST], error: null, status: 200 };
        if (changed?.method === 'update') return { data: { ...BOARD, ...(changed.args[0] as object) }, error: null, status: 200 };
        return { data: [BOARD], error: null, status: 200 };
      }),
    },
  };
});

const POST = {
  id: 'a0000000-0000-4000-8000-000000000001',
  title: 'Spring Rates',
  slug: 'spring-rates',
  content: '<p>x</p>',
  excerpt: null,
  featured_image: null,
  featured_image_alt: null,
  tags: [],
  categories: [],
  publish_date: '2026-03-01T00:00:00Z',
  is_published: true,
  meta_title: null,
  meta_description: null,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

const BOARD = {
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'London — Dundas St Downtown',
  address: '200 Dundas St, London, ON N6A 1G7',
  latitude: 42.9849,
  longitude: -81.2453,
  media_type: 'Digital LED — 10 ft x 30 ft',
  description: null,
  thumbnail_image_1: null,
  thumbnail_image_2: null,
  thumbnail_image_1_alt: null,
  thumbnail_image_2_alt: null,
  slug: 'london-test-board',
  sales_sheet_pdf_url: null,
  is_active: true,
  slots_per_loop: 6,
  spot_seconds: 8,
  daily_impressions: 30000,
  impressions_source: null,
  screen_width_px: 960,
  screen_height_px: 288,
  screen_size: '10 ft x 30 ft',
  facing: null,
  operating_hours: null,
  rate_per_cycle: 1900,
  created_at: '2026-01-05T15:00:00Z',
};

function renderScreen(path: string, Screen: () => React.ReactNode) {
  const router = createMemoryRouter([{ path, element: <Screen /> }], { initialEntries: [path] });
  render(
    <HelmetProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

const stateReads = () => mocks.rpc.mock.calls.filter(([fn]) => fn === 'site_rebuild_state').length;

/** No function call now, nor from a timer later: the screen waits well past the old one-minute timer. */
async function expectNoFunctionCalled(): Promise<void> {
  await vi.advanceTimersByTimeAsync(5 * 60_000);
  expect(mocks.invoke).not.toHaveBeenCalled();
}

beforeEach(() => {
  vi.clearAllMocks();
  mocks.calls.length = 0;
  mocks.rpc.mockResolvedValue({
    data: [{ state: 'idle', error: null, failed_at: null, next_attempt_at: null, pending_since: null }],
    error: null,
    status: 200,
  });
  // Every function call "succeeds", as the old rebuild function answered, so only the assertion can fail.
  mocks.invoke.mockResolvedValue({ data: { status: 'queued', retryInSeconds: 60 }, error: null });
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('a save the public site shows calls no function from the browser', () => {
  it('/admin/locations: taking an active board off the map', async () => {
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderScreen('/admin/locations', LocationsScreen);
    await user.click(await screen.findByRole('button', { name: `Deactivate ${BOARD.name}` }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith(`${BOARD.name} is off the map.`));
    expect(mocks.calls.filter((c) => c.table === 'billboard_locations' && c.method === 'update')).toHaveLength(1);
    expect(mocks.invoke).not.toHaveBeenCalled();
    // The admin shell's notice reads the rebuild again (once as the screen opened, once after the save): the database may have queued one.
    await waitFor(() => expect(stateReads()).toBe(2));
    await expectNoFunctionCalled();
  }, 30_000);

  it('/admin/blog: deleting a published post', async () => {
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    renderScreen('/admin/blog', BlogScreen);
    await user.click(await screen.findByRole('button', { name: `Delete ${POST.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(mocks.calls.filter((c) => c.table === 'blog_posts' && c.method === 'delete')).toHaveLength(1);
    expect(mocks.invoke).not.toHaveBeenCalled();
    await waitFor(() => expect(stateReads()).toBe(2));
    await expectNoFunctionCalled();
  }, 30_000);
});
