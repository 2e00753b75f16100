import { STATIC_SITEMAP_PAGES } from '@/lib/sitemap';
import { render, screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { useSitemapBoards, useSitemapPosts } from '../api/get-sitemap-posts';
import { SITEMAP_FALLBACK_KEY, SitemapGenerator } from './sitemap-generator';

vi.mock('../api/get-sitemap-posts', () => ({ useSitemapPosts: vi.fn(), useSitemapBoards: vi.fn() }));

const mockUseSitemapPosts = useSitemapPosts as unknown as Mock;
const mockUseSitemapBoards = useSitemapBoards as unknown as Mock;

function shownXml(): Document {
  const pre = document.getElementById('sitemap-xml');
  expect(pre).not.toBeNull();
  const doc = new DOMParser().parseFromString(pre!.textContent ?? '', 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

beforeEach(() => {
  mockUseSitemapBoards.mockReturnValue({ data: [], isError: false });
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('SitemapGenerator', () => {
  it('says it is working while the posts load', () => {
    mockUseSitemapPosts.mockReturnValue({ data: undefined, isError: false });
    render(<SitemapGenerator redirect={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating sitemap...');
  });

  it('replaces the page with the sitemap of the static pages and the posts', () => {
    mockUseSitemapPosts.mockReturnValue({ data: [{ slug: 'billboard-costs', updated_at: '2026-11-03T10:00:00Z' }], isError: false });
    render(<SitemapGenerator redirect={vi.fn()} />);
    const doc = shownXml();
    const locs = Array.from(doc.getElementsByTagName('loc')).map((n) => n.textContent);
    expect(locs).toHaveLength(STATIC_SITEMAP_PAGES.length + 1);
    expect(locs.at(-1)).toMatch(/\/blog\/billboard-costs$/);
    expect(document.title).toBe('sitemap.xml');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("lists each active board's page", () => {
    mockUseSitemapPosts.mockReturnValue({ data: [], isError: false });
    mockUseSitemapBoards.mockReturnValue({ data: [{ slug: 'london-dundas-st-downtown' }], isError: false });
    render(<SitemapGenerator redirect={vi.fn()} />);
    const locs = Array.from(shownXml().getElementsByTagName('loc')).map((n) => n.textContent);
    expect(locs).toHaveLength(STATIC_SITEMAP_PAGES.length + 1);
    expect(locs.at(-1)).toMatch(/\/inventory\/london-dundas-st-downtown$/);
  });

  it('redirects to /sitemap.xml when generation fails', () => {
    mockUseSitemapPosts.mockReturnValue({ data: undefined, isError: true });
    const redirect = vi.fn();
    render(<SitemapGenerator redirect={redirect} />);
    expect(redirect).toHaveBeenCalledWith('/sitemap.xml');
    expect(sessionStorage.getItem(SITEMAP_FALLBACK_KEY)).toBe('1');
  });

  it('shows the static pages instead of looping when the redirect came back here', () => {
    sessionStorage.setItem(SITEMAP_FALLBACK_KEY, '1');
    mockUseSitemapPosts.mockReturnValue({ data: undefined, isError: true });
    const redirect = vi.fn();
    render(<SitemapGenerator redirect={redirect} />);
    expect(redirect).not.toHaveBeenCalled();
    expect(shownXml().getElementsByTagName('url')).toHaveLength(STATIC_SITEMAP_PAGES.length);
    expect(sessionStorage.getItem(SITEMAP_FALLBACK_KEY)).toBeNull();
  });
});
