import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { Mock } from 'vitest';
import { supabase } from '@/lib/supabase';
import { InquiryError, sendInquiry } from './send-inquiry';

vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: vi.fn() } } }));

const invoke = supabase.functions.invoke as unknown as Mock;
const input = {
  name: 'A',
  email: 'a@b.ca',
  company: 'C',
  phone: '5195550100',
  message: 'M',
  source: 'contact-page',
  idempotencyKey: '6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11',
} as const;
const { idempotencyKey, ...fields } = input;

beforeEach(() => invoke.mockReset());

describe('sendInquiry', () => {
  it('posts the fields with their source and returns the id', async () => {
    invoke.mockResolvedValue({ data: { ok: true, id: 'x1' }, error: null });
    await expect(sendInquiry(input)).resolves.toEqual({ id: 'x1', held: null });
    expect(invoke).toHaveBeenCalledWith('send-contact-email', { body: { ...fields, idempotency_key: idempotencyKey } });
  });

  it('a booking request answers what is held, its reference and, to this browser, its correction token', async () => {
    const booking = { expires_at: '2026-12-04T15:00:00Z', reference: 'C-7K3Q9X', correction_token: 'a'.repeat(64), correct_until: '2026-11-27T12:30:00Z' };
    invoke.mockResolvedValue({ data: { ok: true, id: 'x3', booking }, error: null });
    await expect(sendInquiry(input)).resolves.toEqual({
      id: 'x3',
      held: {
        expiresAt: booking.expires_at,
        reference: 'C-7K3Q9X',
        correctionToken: booking.correction_token,
        correctUntil: booking.correct_until,
        justStored: true,
      },
    });
  });

  it('passes a filled honeypot on so the function can drop the bot', async () => {
    invoke.mockResolvedValue({ data: { ok: true, id: 'x' }, error: null });
    await sendInquiry({ ...input, website: 'spam.example' });
    expect(invoke.mock.calls[0][1].body.website).toBe('spam.example');
  });

  it('a plan is sent as its location ids', async () => {
    invoke.mockResolvedValue({ data: { ok: true, id: 'x' }, error: null });
    await sendInquiry({ ...input, source: 'campaign-plan', locationIds: ['a', 'b'] });
    expect(invoke.mock.calls[0][1].body).toMatchObject({ source: 'campaign-plan', location_ids: ['a', 'b'] });
  });

  it('a stored lead whose e-mail is still on its way (202) is a success', async () => {
    invoke.mockResolvedValue({ data: { ok: true, id: 'x2', delivered: false }, error: null });
    await expect(sendInquiry(input)).resolves.toEqual({ id: 'x2', held: null });
  });

  it('reads the message and field errors from a non-2xx answer', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(new Response(JSON.stringify({ error: 'Invalid', fields: { email: 'Bad e-mail', other: 'x' } }), { status: 400 })),
    });
    const error = await sendInquiry(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InquiryError);
    expect(error).toMatchObject({ message: 'Invalid', status: 400, fields: { email: 'Bad e-mail' } });
  });

  it('copes with a non-JSON error body (429 from a proxy)', async () => {
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(new Response('Too many', { status: 429 })) });
    await expect(sendInquiry(input)).rejects.toMatchObject({ status: 429, fields: {} });
  });

  it('turns a network failure into an InquiryError', async () => {
    invoke.mockResolvedValue({ data: null, error: new FunctionsFetchError(new TypeError('Failed to fetch')) });
    await expect(sendInquiry(input)).rejects.toBeInstanceOf(InquiryError);
  });
});
