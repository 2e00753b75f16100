// The staff's e-mail of a booking request, through the real functions: it
// names the request by the reference the prospect was given, links to the
// site the local backend is configured with, and follows a corrected address
// (made by "Wrong e-mail address?" or by sending the form again from the same
// browser, which is a correction under the same rules).
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { site } from '../../src/config/site';
import { company } from '../../supabase/functions/_shared/company';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { LOCAL_SITE_URL } from '../../supabase/local/dev-keys';
import { LOCAL_NOTIFY_ADDRESS } from '../../supabase/local/functions/lead-deps';
import { backendUrl, LOCAL_ANON_KEY, newBoard, readOutbox, resetBackend, serviceClient, setMailerMode, signInAsAdmin } from './helpers';

const COMPANY = 'Rossi Trattoria';
const TYPO = 'mario@rossi-trattoria.con';
const RIGHT = 'mario@rossi-trattoria.ca';
const TOO_OFTEN = 'This address was corrected too often. Please call us.';
const BUSY = 'This request was corrected to another address a moment ago. If that one is wrong too, correct it again.';

let board: string;
let startsOn: string;

beforeEach(async () => {
  await resetBackend();
  startsOn = nextCycleStarts(new Date(), 13, site.bookingCycles)[2]!;
  // One slot: a second lead of the same person would be refused by their own hold.
  board = (await newBoard(1)).id;
}, 60_000);

function post(name: string, body: Record<string, unknown>, clientIp = '198.51.100.40'): Promise<Response> {
  return fetch(`${backendUrl()}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json', 'cf-connecting-ip': clientIp },
    body: JSON.stringify(body),
  });
}

function request(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Mario Rossi',
    email,
    company: COMPANY,
    phone: '519-555-0177',
    message: 'Our spring menu.',
    source: 'campaign-plan',
    idempotency_key: randomUUID(),
    location_ids: [board],
    booking: { starts_on: startsOn, cycles: 2 },
    ...extra,
  };
}

interface Answer {
  id: string;
  booking: { reference: string; correction_token?: string };
}

async function send(email: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  const res = await post('send-contact-email', request(email, extra));
  // 202: stored, the staff's e-mail not out yet.
  expect([200, 202]).toContain(res.status);
  return (await res.json()) as Answer;
}

const staffMail = async () => (await readOutbox()).filter((m) => m.to === LOCAL_NOTIFY_ADDRESS);
const requestsTo = async (email: string) => (await staffMail()).filter((m) => m.replyTo === email && m.subject.startsWith('New website inquiry'));
const notesTo = async (email: string) => (await staffMail()).filter((m) => m.replyTo === email && m.subject.startsWith('Corrected e-mail address'));

async function lead(id: string) {
  const { data, error } = await serviceClient().from('contact_inquiries').select('email, email_status, corrections').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as { email: string; email_status: string; corrections: number };
}

/** The address the staff's last delivered e-mail about the lead gave. */
async function staffWereTold(id: string): Promise<string | null> {
  const { data, error } = await serviceClient().from('contact_inquiries').select('staff_notified_email').eq('id', id).single();
  if (error) throw new Error(error.message);
  return (data as { staff_notified_email: string | null }).staff_notified_email;
}

async function leadsOfThisFile() {
  const { data } = await serviceClient().from('contact_inquiries').select('id, email').eq('company', COMPANY);
  return data!;
}

describe("the staff's e-mail of a new request", () => {
  it('names the request by the reference the prospect was given, not the lead id', async () => {
    const answer = await send(RIGHT);
    expect(answer.booking.reference).toMatch(/^C-[2-9A-HJ-NP-Z]{6}$/);
    const [mail, ...more] = await requestsTo(RIGHT);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Reference: ${answer.booking.reference}`);
    expect(mail!.html).toContain(`>${answer.booking.reference}</td>`);
    expect(mail!.text).not.toContain(answer.id);
    expect(mail!.html).not.toContain(answer.id);
  }, 60_000);

  it("links to the local backend's configured site, not to production", async () => {
    const answer = await send(RIGHT);
    const { data } = await serviceClient().from('campaigns').select('id').eq('lead_id', answer.id).single();
    const campaignLink = `${LOCAL_SITE_URL}/admin/campaigns/${(data as { id: string }).id}`;
    const [mail] = await requestsTo(RIGHT);
    expect(mail!.html).toContain(`<a href="${campaignLink}">Open the campaign</a>`);
    expect(mail!.text).toContain(`Campaign: ${campaignLink}`);
    expect(mail!.text).toContain(`held or not: see ${LOCAL_SITE_URL}/admin/bookings`);
    expect(mail!.html).not.toContain(company.url);
    expect(mail!.text).not.toContain(company.url);
  }, 60_000);
});

describe('after "Wrong e-mail address?"', () => {
  it('the staff, who had the request, get a note with the old and the new address, answered to the new one; once', async () => {
    const answer = await send(TYPO);
    expect(await requestsTo(TYPO)).toHaveLength(1);
    const body = { token: answer.booking.correction_token, email: RIGHT };
    expect((await post('correct-request-email', body)).status).toBe(200);

    const notes = await notesTo(RIGHT);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toBe(`Corrected e-mail address: Mario Rossi (${COMPANY})`);
    expect(notes[0]!.text).toContain(`Email Address: ${TYPO} → ${RIGHT}`);
    expect(notes[0]!.text).toContain(`Reference: ${answer.booking.reference}`);
    expect(notes[0]!.text).toContain(`${LOCAL_SITE_URL}/admin/campaigns/`);
    expect(await lead(answer.id)).toMatchObject({ email: RIGHT, email_status: 'sent' });
    expect(await staffWereTold(answer.id)).toBe(RIGHT);

    // The same correction sent again moves nothing: no second note.
    expect((await post('correct-request-email', body)).status).toBe(200);
    expect(await notesTo(RIGHT)).toHaveLength(1);
    expect(await requestsTo(RIGHT)).toHaveLength(0);
  }, 60_000);

  it("the staff's e-mail not out yet (the mailer failing): it goes out with the corrected address and its Reply-To, and no note", async () => {
    await setMailerMode('fail');
    const answer = await send(TYPO);
    await setMailerMode('ok');
    expect(await lead(answer.id)).toMatchObject({ email_status: 'failed' });

    expect((await post('correct-request-email', { token: answer.booking.correction_token, email: RIGHT })).status).toBe(200);
    const [mail, ...more] = await requestsTo(RIGHT);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(`Email Address: ${RIGHT}`);
    expect(mail!.text).not.toContain(TYPO);
    expect(await notesTo(RIGHT)).toEqual([]);
    expect((await staffMail()).filter((m) => m.replyTo === TYPO)).toEqual([]);
    expect(await lead(answer.id)).toMatchObject({ email_status: 'sent' });
    expect(await staffWereTold(answer.id)).toBe(RIGHT);
  }, 60_000);

  it('corrected while the e-mail was on its way: once that attempt ends, the note is due, and sent once', async () => {
    await setMailerMode('fail');
    const answer = await send(TYPO);
    await setMailerMode('ok');
    const service = serviceClient();
    // An attempt claims the lead, carrying the mistyped address...
    const claimed = await service.rpc('claim_contact_inquiry_delivery', { p_id: answer.id });
    expect(claimed.error).toBeNull();
    expect((claimed.data as { email: string }[])[0]!.email).toBe(TYPO);
    // ...the prospect corrects it meanwhile (nothing else may send it now)...
    expect((await post('correct-request-email', { token: answer.booking.correction_token, email: RIGHT })).status).toBe(200);
    expect(await staffMail()).toEqual([]);
    // ...and the attempt ends delivered with the old address: the note is due.
    const finished = await service.rpc('finish_contact_inquiry_delivery', { p_id: answer.id, p_error: null, p_email: TYPO });
    expect(finished).toMatchObject({ error: null, data: 'pending' });
    expect(await lead(answer.id)).toMatchObject({ email: RIGHT, email_status: 'pending' });
    expect(await staffWereTold(answer.id)).toBe(TYPO);

    const admin = await signInAsAdmin();
    const resent = await admin.client.functions.invoke('staff-email', { body: { resend: answer.id } });
    expect(resent.error).toBeNull();
    const notes = await notesTo(RIGHT);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain(`Email Address: ${TYPO} → ${RIGHT}`);
    expect(await lead(answer.id)).toMatchObject({ email_status: 'sent' });
    expect(await staffWereTold(answer.id)).toBe(RIGHT);
  }, 60_000);
});

describe('a correction made by sending the form again', () => {
  it('is the first request corrected, not a second lead; the staff get the note, the new address the receipt', async () => {
    const first = await send(TYPO);
    const again = await send(RIGHT, { correction_token: first.booking.correction_token });
    expect(again.id).toBe(first.id);
    expect(again.booking.reference).toBe(first.booking.reference);
    expect(await leadsOfThisFile()).toEqual([{ id: first.id, email: RIGHT }]);
    expect(await lead(first.id)).toMatchObject({ corrections: 1, email_status: 'sent' });
    const notes = await notesTo(RIGHT);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain(`Email Address: ${TYPO} → ${RIGHT}`);
    expect(await requestsTo(RIGHT)).toEqual([]);
  }, 60_000);

  it('counts against the same limit as "Wrong e-mail address?": the fourth correction either way is refused and nothing moves', async () => {
    const first = await send(TYPO);
    const token = first.booking.correction_token!;
    await send('mario1@rossi-trattoria.ca', { correction_token: token });
    expect((await post('correct-request-email', { token, email: 'mario2@rossi-trattoria.ca' })).status).toBe(200);
    await send('mario3@rossi-trattoria.ca', { correction_token: token });
    expect(await lead(first.id)).toMatchObject({ email: 'mario3@rossi-trattoria.ca', corrections: 3 });

    const byForm = await post('send-contact-email', request('mario4@rossi-trattoria.ca', { correction_token: token }));
    expect(byForm.status).toBe(400);
    expect(((await byForm.json()) as { fields: { email: string } }).fields.email).toBe(TOO_OFTEN);
    const byPanel = await post('correct-request-email', { token, email: 'mario4@rossi-trattoria.ca' });
    expect(byPanel.status).toBe(410);
    expect(((await byPanel.json()) as { error: string }).error).toBe(TOO_OFTEN);
    expect(await leadsOfThisFile()).toEqual([{ id: first.id, email: 'mario3@rossi-trattoria.ca' }]);
    expect(await lead(first.id)).toMatchObject({ corrections: 3 });
  }, 90_000);

  it('sent again with the same address changes no address and counts nothing', async () => {
    const first = await send(RIGHT);
    await send(RIGHT, { correction_token: first.booking.correction_token, message: 'Our spring menu, and a patio.' });
    expect(await lead(first.id)).toMatchObject({ email: RIGHT, corrections: 0 });
    expect(await staffMail()).toHaveLength(1);
  }, 60_000);
});

describe(`the form sent again and "Wrong e-mail address?" at the same moment (${inject('databaseKind')})`, () => {
  it('to two addresses: each correction made is counted, one that waited for the other is refused, and the request keeps one of them', async () => {
    const candidates = ['mario@rossi-trattoria.ca', 'mario.rossi@rossi-trattoria.ca'];
    for (let round = 0; round < 3; round += 1) {
      const first = await send(TYPO);
      const token = first.booking.correction_token!;
      const [byForm, byPanel] = await Promise.all([
        post('send-contact-email', request(candidates[0]!, { correction_token: token }), `198.51.100.${50 + round}`),
        post('correct-request-email', { token, email: candidates[1] }),
      ]);
      const made: string[] = [];
      if (byForm.status === 200) made.push(candidates[0]!);
      else expect(((await byForm.json()) as { fields: { email: string } }).fields.email).toBe(BUSY);
      if (byPanel.status === 200) made.push(candidates[1]!);
      else expect([byPanel.status, ((await byPanel.json()) as { error: string }).error]).toEqual([409, BUSY]);
      expect(made.length).toBeGreaterThanOrEqual(1);
      const leads = await leadsOfThisFile();
      expect(leads).toHaveLength(1);
      expect(made).toContain(leads[0]!.email);
      expect(await lead(first.id)).toMatchObject({ corrections: made.length });
      await resetBackend();
      board = (await newBoard(1)).id;
    }
  }, 180_000);
});
