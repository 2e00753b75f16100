import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Mock } from 'vitest';
import { CAMPAIGN_TERMS } from '@/config/campaign-terms';
import { toast } from '@/lib/toast';
import { fakeToast } from '@/testing/toast-fakes';
import { useBookingRequest, type BookingBoard } from './booking-request';
import { ContactForm } from './contact-form';
import { fillIn, setupUser, type User } from '@/testing/user-events';

// The real supabase-js client and the form's own code: only the contact
// function's HTTP answers are stood in for, at fetch, and the toasts are spied on.

const DUNDAS: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000004', name: 'Dundas St Downtown', screen_width_px: 960, screen_height_px: 288 };
const OXFORD: BookingBoard = { id: 'c0000000-0000-4000-8000-000000000002', name: 'Oxford St W', screen_width_px: 960, screen_height_px: 288 };
const LEAD = '9b2f1c3e-0000-4000-8000-000000000042';
const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";

function BookingForm() {
  const request = useMemo(() => ({ boards: [DUNDAS, OXFORD], booking: { starts_on: '2027-01-04', cycles: 3 } }), []);
  const extension = useBookingRequest(request);
  return <ContactForm source="campaign-plan" prefill={{ message: 'My plan', locationIds: [DUNDAS.id, OXFORD.id] }} extension={extension} />;
}

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: Mock;
// The form's calls but the card step's (request-checkout, after a request is stored; card-hold-step.test.tsx has it).
const formCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).endsWith('/functions/v1/request-checkout'));
const sent = () => formCalls().map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
  fakeToast();
});

async function fillDetails(user: User, email = 'pat@example.com') {
  await fillIn(user, screen.getByLabelText('Full Name'), 'Pat Planner');
  await fillIn(user, screen.getByLabelText('Email Address'), email);
  await fillIn(user, screen.getByLabelText('Company Name'), 'Planner Bakery');
  await fillIn(user, screen.getByLabelText('Phone Number'), '519-555-0111');
}

describe('a booking request', () => {
  it('sends the boards, the dates and no artwork under "Request these dates"', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(json(200, { id: LEAD, booking: { expires_at: '2027-01-01T00:00:00Z' } }));
    render(<BookingForm />, { wrapper: Wrapper });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS));
    const [url] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/functions\/v1\/send-contact-email$/);
    expect(sent()[0]).toMatchObject({
      source: 'campaign-plan',
      location_ids: [DUNDAS.id, OXFORD.id],
      booking: { starts_on: '2027-01-04', cycles: 3 },
      artwork_path: null,
    });
  });

  it('shows the campaign terms with their version before the submit button, and sends that version with the dates', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(json(200, { id: LEAD, booking: { expires_at: '2027-01-01T00:00:00Z' } }));
    render(<BookingForm />, { wrapper: Wrapper });
    const terms = screen.getByRole('region', { name: CAMPAIGN_TERMS.heading });
    for (const point of CAMPAIGN_TERMS.points) expect(within(terms).getByText(point)).toBeInTheDocument();
    expect(terms).toHaveTextContent(`${CAMPAIGN_TERMS.acceptance} (version ${CAMPAIGN_TERMS.version}).`);
    const submit = screen.getByRole('button', { name: 'Request these dates' });
    // Near the submit: the terms come before it in the form, after every field.
    expect(terms.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Project Details').compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await fillDetails(user);
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS));
    expect(sent()[0]).toMatchObject({ terms_version: CAMPAIGN_TERMS.version, booking: { starts_on: '2027-01-04', cycles: 3 } });
  });

  it("on 409 names the boards no longer free, keeps what was typed, and sends the same inquiry without those boards' dates, the free boards keeping theirs", async () => {
    const user = setupUser();
    fetchMock
      .mockResolvedValueOnce(
        json(409, { error: 'Some boards are no longer free for these dates.', id: LEAD, unavailable: [{ id: DUNDAS.id, name: 'Dundas St Downtown' }] }),
      )
      .mockResolvedValueOnce(json(202, { id: LEAD }));
    render(<BookingForm />, { wrapper: Wrapper });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some boards are no longer free for these dates:');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Dundas St Downtown');
    expect(within(alert).queryByText('Oxford St W')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/billboard-map');
    // Said plainly on the page, not as the generic failure toast; nothing typed is lost.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Pat Planner');
    expect(screen.getByLabelText('Project Details')).toHaveValue('My plan');

    await user.click(within(alert).getByRole('button', { name: 'Send without these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS));
    const [first, second] = sent();
    expect(second!.idempotency_key).toBe(first!.idempotency_key);
    expect(second!.booking).toEqual({ starts_on: '2027-01-04', cycles: 3 });
    expect(second!.location_ids).toEqual([OXFORD.id]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on 409 naming every board, sends the inquiry with no dates and the same boards', async () => {
    const user = setupUser();
    const taken = [
      { id: DUNDAS.id, name: 'Dundas St Downtown' },
      { id: OXFORD.id, name: 'Oxford St W' },
    ];
    fetchMock
      .mockResolvedValueOnce(json(409, { error: 'Some boards are no longer free for these dates.', id: LEAD, unavailable: taken }))
      .mockResolvedValueOnce(json(202, { id: LEAD }));
    render(<BookingForm />, { wrapper: Wrapper });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Send without these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS));
    const [first, second] = sent();
    expect(second!.booking).toBeNull();
    expect(second!.location_ids).toEqual(first!.location_ids);
    // Without dates there is nothing the terms govern: neither shown nor sent.
    expect(first!.terms_version).toBe(CAMPAIGN_TERMS.version);
    expect(second).not.toHaveProperty('terms_version');
    expect(screen.queryByRole('region', { name: CAMPAIGN_TERMS.heading })).toBeNull();
  });

  it('treats another refusal as the form always has (the toast), without the dates panel', async () => {
    const user = setupUser();
    fetchMock.mockResolvedValueOnce(json(500, { error: 'boom' }));
    render(<BookingForm />, { wrapper: Wrapper });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Send without these dates' })).toBeNull();
  });
});

describe('a booking request sent again from the same browser', () => {
  const TOKEN = 'a'.repeat(64);
  const REFERENCE = 'C-7K3Q9X';
  const hold = () => ({ expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(), reference: REFERENCE });
  const correctUntil = () => new Date(Date.now() + 30 * 60_000).toISOString();

  /** Sends the request with a mistyped address (the answer carries the correction token), then again with the right one. */
  async function sendTwice(user: User, secondAnswer: Record<string, unknown>) {
    const answers = [
      json(200, { ok: true, id: LEAD, delivered: true, booking: { ...hold(), correction_token: TOKEN, correct_until: correctUntil() } }),
      json(200, { ok: true, id: LEAD, delivered: true, booking: secondAnswer }),
    ];
    // The stored request's card step finds no online payment here: the form's own answers come in their order.
    fetchMock.mockImplementation((url: unknown) =>
      Promise.resolve(String(url).endsWith('/functions/v1/request-checkout') ? json(503, { error: 'Online payment is not available.' }) : answers.shift()),
    );
    render(<BookingForm />, { wrapper: Wrapper });
    await fillDetails(user, 'pat@exmaple.con');
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    expect(await screen.findByRole('button', { name: 'Wrong e-mail address?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    await fillDetails(user);
    await user.type(screen.getByLabelText('Project Details'), 'My plan');
    await user.click(screen.getByRole('button', { name: 'Request these dates' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    // The browser brings back its token: the function corrects that request (see tests/integration/request-staff-email.test.ts).
    expect(sent()[1]).toMatchObject({ email: 'pat@example.com', correction_token: TOKEN });
  }

  it('offers "Wrong e-mail address?" on its page too, with the token of that request', async () => {
    const user = setupUser();
    // As the function answers a request sent again: its hold and reference, no token.
    await sendTwice(user, { ...hold(), correct_until: correctUntil() });
    expect(await screen.findByText(REFERENCE)).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(json(200, { ok: true, email: 'pat@example.ca', reference: REFERENCE }));
    await user.click(await screen.findByRole('button', { name: 'Wrong e-mail address?' }));
    await user.type(screen.getByLabelText('The right e-mail address'), 'pat@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send the receipt there' }));
    expect(
      await screen.findByText('Corrected: your request and its receipt now go to pat@example.ca. The other address gets nothing more.'),
    ).toBeInTheDocument();
    const [url] = formCalls()[2]!;
    expect(String(url)).toMatch(/\/functions\/v1\/correct-request-email$/);
    expect(sent()[2]).toEqual({ token: TOKEN, email: 'pat@example.ca' });
  });

  it('offers it too when the answer is a repeat of the request (no token, no time given)', async () => {
    const user = setupUser();
    await sendTwice(user, hold());
    expect(await screen.findByRole('button', { name: 'Wrong e-mail address?' })).toBeInTheDocument();
  });

  it("does not offer it with this browser's token for another request the answer names", async () => {
    const user = setupUser();
    await sendTwice(user, { ...hold(), reference: 'C-OTHER2', correct_until: correctUntil() });
    expect(await screen.findByText('C-OTHER2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wrong e-mail address?' })).toBeNull();
  });
});
