import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BreadcrumbLabelProvider } from '@/components/layout/breadcrumb-context';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { site } from '@/config/site';
import { IMPRESSIONS_METHOD } from '@shared/delivered-impressions.ts';
import { type BuilderCall, fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { MAKE_GOOD_PROOF_TEXT } from '../lib/make-good-text';
import { answer, CAMPAIGN_ID, proofRpc } from '../testing/proof-fixtures';
import { ProofReportPage, REPORT_TEXT } from './proof-report-page';

const mocks = { rpc: vi.fn(), calls: [] as unknown[] };

beforeEach(() => {
  fakeSupabase({
    rpc: mocks.rpc,
    from: fakeFrom(mocks.calls as BuilderCall[], answer),
    storage: { from: () => ({ createSignedUrl: async (path: string) => ({ data: { signedUrl: `https://storage.test/${path}?token=t` }, error: null }) }) },
  });
});

beforeEach(() => {
  mocks.rpc.mockReset();
  mocks.rpc.mockImplementation(proofRpc());
});

function renderAt(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/account/campaigns/${id}/report`]}>
        <BreadcrumbLabelProvider>
          <Breadcrumbs />
          <Routes>
            <Route path="/account/campaigns/:id/report" element={<ProofReportPage />} />
          </Routes>
        </BreadcrumbLabelProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProofReportPage', () => {
  it('prints one board per section with its cycles, figures and photos, and the company contacts', async () => {
    renderAt(CAMPAIGN_ID);
    expect(await screen.findByRole('heading', { level: 1, name: REPORT_TEXT.title })).toBeTruthy();
    expect(screen.getByText('Winter menu (C-7K3Q9X)', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Raman Family Dental')).toBeTruthy();
    const boards = screen.getAllByRole('region');
    expect(boards.map((b) => within(b).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'London — Dundas St Downtown',
      'London — Oxford St W at Hyde Park Rd',
    ]);
    expect(
      within(boards[0]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mon Dec 7, 2026 to Sun Jan 3, 2027', 'Mon Jan 4, 2027 to Sun Jan 31, 2027']);
    // Printed, each board after the first starts a page; the photos load at once, not when scrolled to.
    expect(boards[1]!.className).toContain('print:break-before-page');
    expect(within(boards[0]!).getByRole('img').getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('button', { name: REPORT_TEXT.print }).className).toContain('print:hidden');
    // The impressions of a cycle that ran (24,000 a day × 28 days ÷ 6 spots × 37,044 of 37,800 plays), with the method once.
    expect(
      within(boards[0]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toContain('About 109,800');
    expect(
      within(boards[1]!)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toContain('Not estimated');
    expect(screen.getByText(IMPRESSIONS_METHOD)).toBeTruthy();
    expect(screen.getByRole('link', { name: site.phoneDisplay }).getAttribute('href')).toBe(`tel:${site.phoneE164}`);
    expect(screen.getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
  });

  it('shows each make-good under the cycle it makes good: the plays over its extra days, or its credit note', async () => {
    // After the extra days: their count is final.
    vi.useFakeTimers({ now: new Date('2027-02-10T17:00:00Z'), toFake: ['Date'] });
    try {
      renderAt(CAMPAIGN_ID);
      const boards = await screen.findAllByRole('region');
      const rows = (board: HTMLElement) =>
        within(board)
          .getAllByRole('term')
          .map((t) => [t.textContent, t.nextElementSibling?.textContent]);
      const [dundasFirst, dundasSecond] = within(boards[0]!).getAllByRole('article');
      expect(rows(dundasFirst!)).toContainEqual([MAKE_GOOD_PROOF_TEXT.label, '6,480 plays over 5 extra days, Mon Feb 1, 2027 to Fri Feb 5, 2027']);
      expect(rows(dundasSecond!).map(([term]) => term)).not.toContain(MAKE_GOOD_PROOF_TEXT.label);
      expect(rows(boards[1]!)).toContainEqual([MAKE_GOOD_PROOF_TEXT.label, 'Credit note CN-2027-0004: $250.00 before HST ($282.50 with HST)']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the campaign in the breadcrumb, linking to its page, never its id', async () => {
    renderAt(CAMPAIGN_ID);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() =>
      expect(within(trail).getByRole('link', { name: 'Winter menu (C-7K3Q9X)' })).toHaveAttribute('href', `/account/campaigns/${CAMPAIGN_ID}`),
    );
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Account', 'Campaigns', 'Winter menu (C-7K3Q9X)', 'Report']);
    expect(trail).not.toHaveTextContent(CAMPAIGN_ID);
  });

  it('says so for an address that is no campaign', async () => {
    renderAt('not-a-campaign');
    expect(await screen.findByText(REPORT_TEXT.notFound)).toBeTruthy();
    expect(mocks.rpc).not.toHaveBeenCalled();
  });
});
