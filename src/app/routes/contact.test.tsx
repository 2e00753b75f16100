import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Mock } from 'vitest';
import { AppProvider } from '@/app/provider';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { site } from '@/config/site';
import { quoteHandoffState } from '@/features/locations/lib/quote-handoff';
import { makeLocation } from '@/features/locations/testing/locations';
import { formatDay, nextCycleStarts } from '@shared/booking-cycles.ts';
import { CARD_HOLD_RETURN_TEXT } from '@/features/contact/components/card-hold-return';
import { CONTACT_PLAN_TEXT } from '../contact-plan-form';
import { Component as ContactPage } from './contact';
import { fillIn, setupUser } from '@/testing/user-events';

// The boards and their availability as the public reads return them (spies on
// the real client); the contact function is stood in for at fetch.
const db = {
  locations: [] as unknown[],
  availability: [] as { location_id: string; cycle_start: string; free_slots: number }[],
};
const readBoards = () => {
  const builder = {
    select: () => builder,
    eq: () => builder,
    order: () => builder,
    retry: () => Promise.resolve({ data: db.locations, error: null }),
  };
  return builder;
};
const readAvailability = () => Promise.resolve({ data: db.availability, error: null });

function renderWithState(state: unknown) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[{ pathname: '/contact-us', state }]}>
        <Routes>
          <Route path="/contact-us" element={<ContactPage />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const board = makeLocation({
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Oxford St W',
  address: '1295 Oxford St W, London, ON N6H 1W1',
  rate_per_cycle: 1650,
  daily_impressions: 26500,
  slots_per_loop: 4,
  screen_width_px: 960,
  screen_height_px: 288,
});
const dundas = makeLocation({
  id: 'c0000000-0000-4000-8000-000000000004',
  name: 'Dundas St Downtown',
  address: '200 Dundas St, London, ON N6A 1G7',
  rate_per_cycle: 1900,
});
const starts = nextCycleStarts(new Date(), 13, site.bookingCycles);

beforeEach(() => {
  fakePublicReads({ from: readBoards, rpc: readAvailability });
  localStorage.clear();
  sessionStorage.clear();
  db.locations = [board, dundas];
  // Dundas is sold out for the next two cycles; Oxford is free throughout.
  db.availability = starts.flatMap((cycle_start, i) => [
    { location_id: board.id, cycle_start, free_slots: 3 },
    { location_id: dundas.id, cycle_start, free_slots: i < 2 ? 0 : 2 },
  ]);
});

describe('/contact-us with a plan', () => {
  it('summarises the plan with dates above the form, links back to edit it, and requests the dates', async () => {
    renderWithState(quoteHandoffState([board], 3, '2027-01-04'));
    const summary = await screen.findByRole('region', { name: 'Your campaign plan' });
    expect(summary).toHaveTextContent('Mon Jan 4 – Sun Mar 28, 2027 (3 cycles)');
    expect(summary).toHaveTextContent('Oxford St W');
    expect(summary).toHaveTextContent('$1,650 per 4-week cycle');
    // 1,650 x 3, less 5%, to the cent, plus the HST its three invoices add; 26,500 x 84 / 4 impressions.
    expect(within(summary).getByText('$4,702.50')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Estimated cost: $4,702.50 + HST');
    expect(within(summary).getByText('HST 13%: $611.34, total $5,313.84')).toBeInTheDocument();
    expect(within(summary).getByText('You save $247.50 with 3 cycles')).toBeInTheDocument();
    expect(within(summary).getByText('about 556,500')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/billboard-map');
    expect(screen.getByRole('button', { name: 'Request these dates' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Artwork/)).toHaveAttribute('type', 'file');
    // The summary comes before the form.
    const form = screen.getByRole('form', { name: 'Request a quote' });
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without dates (a plan from before, or none) is the plain form', () => {
    renderWithState(quoteHandoffState([board], 3));
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('/contact-us reached from anywhere (the header, the menu)', () => {
  it('finds the plan kept in this browser, leaves out the board its dates sell out and says why', async () => {
    localStorage.setItem('ldb:campaign-plan', JSON.stringify({ ids: [board.id, dundas.id], cycles: 1, start: starts[0] }));
    renderWithState(null);
    const summary = await screen.findByRole('region', { name: 'Your campaign plan' });
    await waitFor(() => expect(summary).toHaveTextContent('Left out of this request, sold out for these dates:'));
    const leftOut = within(summary).getByRole('list', { name: 'Left out of this request, sold out for these dates:' });
    expect(leftOut).toHaveTextContent(`Dundas St Downtown, 200 Dundas St, London, ON N6A 1G7: next free ${formatDay(starts[2]!)}`);
    // Priced and requested: Oxford alone.
    expect(within(summary).getByText('$1,650', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request these dates' })).toBeInTheDocument();
    const details = screen.getByLabelText('Project Details') as HTMLTextAreaElement;
    await waitFor(() => expect(details.value).toMatch(/^I would like a quote for 1 billboard, /));
    expect(details.value).toContain('Sold out for these dates, so left out:\n- Dundas St Downtown');
  });

  it("Don't include my plan sends the plain message, and the plan can be put back", async () => {
    const user = setupUser();
    localStorage.setItem('ldb:campaign-plan', JSON.stringify({ ids: [board.id], cycles: 1, start: starts[0] }));
    renderWithState(null);
    const summary = await screen.findByRole('region', { name: 'Your campaign plan' });
    const details = screen.getByLabelText('Project Details') as HTMLTextAreaElement;
    await waitFor(() => expect(details.value).toMatch(/Oxford St W/));

    await user.click(within(summary).getByRole('button', { name: "Don't include my plan" }));
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
    expect(screen.getByText('Your campaign plan is not included in this message.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Include my plan' })).toHaveFocus();
    expect(details.value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    // The stored plan is the visitor's: leaving it out of one message keeps it.
    expect(localStorage.getItem('ldb:campaign-plan')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Include my plan' }));
    expect(await screen.findByRole('region', { name: 'Your campaign plan' })).toBeInTheDocument();
    expect(details.value).toMatch(/Oxford St W/);
  });

  it('without a stored plan or a handed one, shows no plan', async () => {
    renderWithState(null);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

describe('/contact-us keeps what was typed', () => {
  let fetchMock: Mock;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  });

  it('through a trip to the map and back, and forgets it once sent', async () => {
    const user = setupUser();
    const first = renderWithState(null);
    await fillIn(user, screen.getByLabelText('Full Name'), 'Mario Rossi');
    await fillIn(user, screen.getByLabelText('Email Address'), 'mario@example.com');
    await fillIn(user, screen.getByLabelText('Company Name'), 'Mario Pizza');
    await fillIn(user, screen.getByLabelText('Phone Number'), '519-555-0123');
    await fillIn(user, screen.getByLabelText('Project Details'), 'Two boards near campus.');
    first.unmount();

    renderWithState(null);
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Mario Rossi'));
    expect(screen.getByLabelText('Email Address')).toHaveValue('mario@example.com');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Mario Pizza');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('519-555-0123');
    expect(screen.getByLabelText('Project Details')).toHaveValue('Two boards near campus.');

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: null }), { status: 202, headers: { 'Content-Type': 'application/json' } }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(sessionStorage.getItem('ldb:contact-draft')).toBeNull());
  });

  it('marks the plan as requested once its request is sent', async () => {
    const user = setupUser();
    localStorage.setItem('ldb:campaign-plan', JSON.stringify({ ids: [board.id], cycles: 1, start: starts[0] }));
    renderWithState(null);
    await screen.findByRole('region', { name: 'Your campaign plan' });
    await fillIn(user, screen.getByLabelText('Full Name'), 'Mario Rossi');
    await fillIn(user, screen.getByLabelText('Email Address'), 'mario@example.com');
    await fillIn(user, screen.getByLabelText('Company Name'), 'Mario Pizza');
    await fillIn(user, screen.getByLabelText('Phone Number'), '519-555-0123');
    expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!).requestedOn).toBeUndefined();

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: null }), { status: 202, headers: { 'Content-Type': 'application/json' } }));
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!).requestedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    // Kept to look at, not offered again as a new plan.
    expect(JSON.parse(localStorage.getItem('ldb:campaign-plan')!).ids).toEqual([board.id]);
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
  });
});

describe('/contact-us after the plan was sent', () => {
  it('does not offer the sent plan again as a new one, says when it went, and clears it', async () => {
    const user = setupUser();
    localStorage.setItem('ldb:campaign-plan', JSON.stringify({ ids: [board.id], cycles: 1, start: starts[0], requestedOn: '2026-11-20' }));
    renderWithState(quoteHandoffState([board], 1, starts[0]));
    const note = await screen.findByText(CONTACT_PLAN_TEXT.sent('2026-11-20'));
    expect(note).toHaveTextContent('Fri Nov 20, 2026');
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTACT_PLAN_TEXT.clear }));
    expect(localStorage.getItem('ldb:campaign-plan')).toBeNull();
    expect(screen.queryByText(CONTACT_PLAN_TEXT.sent('2026-11-20'))).toBeNull();
  });
});

describe('/contact-us back from Stripe Checkout', () => {
  function renderAt(search: string) {
    return render(
      <AppProvider>
        <MemoryRouter initialEntries={[`/contact-us${search}`]}>
          <Routes>
            <Route path="/contact-us" element={<ContactPage />} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
  }

  it('says the deposit is held on the card, not charged', async () => {
    renderAt('?card=held');
    expect(await screen.findByText(CARD_HOLD_RETURN_TEXT.held)).toBeInTheDocument();
  });

  it('says the request is kept when Checkout was left', async () => {
    renderAt('?card=left');
    expect(await screen.findByText(CARD_HOLD_RETURN_TEXT.left)).toBeInTheDocument();
  });

  it('says nothing of a card otherwise', () => {
    renderAt('');
    expect(screen.queryByText(CARD_HOLD_RETURN_TEXT.held)).toBeNull();
    expect(screen.queryByText(CARD_HOLD_RETURN_TEXT.left)).toBeNull();
  });
});
