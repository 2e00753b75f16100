// Each invoice is e-mailed when it is issued: its outbox message is written by
// the insert that issues it, in that transaction (none if it rolls back), once.
// The e-mail's pay link (a token the database keeps per invoice) opens, signed
// out, a Checkout for that invoice's balance and nothing more; once the
// invoice is paid the link has nothing to pay. Runs on PGlite and again on a
// real PostgreSQL.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { INVOICE_EMAIL_LINES } from '../../supabase/functions/_shared/invoice-emails';
import { INVOICE_LINKS } from '../../supabase/functions/_shared/invoice-links';
import type { Database } from '../../src/types/database';
import {
  anonClient,
  newAdvertiserAccount,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  type AdvertiserAccount,
} from './helpers';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';
import { postFunction, stripeControl } from './stripe-helpers';

describe(`an invoice's e-mail is written with its issue (${inject('databaseKind')})`, () => {
  let db: SeededDatabase;
  let adminId: string;

  beforeAll(async () => {
    db = await openSeededDatabase();
    const { rows } = await db.query<{ user_id: string }>('select user_id from private.admins limit 1');
    adminId = rows[0]!.user_id;
  }, 300_000);

  afterAll(async () => {
    await db?.close();
  });

  /** A phone sale of `cycles` cycles on a fresh board, as the admin, in whatever transaction is open. */
  async function phoneSale(cycles: number): Promise<string> {
    const { rows: board } = await db.query<{ id: string }>(
      `insert into public.billboard_locations (name, address, latitude, longitude, media_type, slots_per_loop, is_active)
       values ($1, '1 Test St, London, ON N6A 1A1', 42.98, -81.25, 'Digital LED', 2, true) returning id`,
      [`Invoice Mail Board ${randomUUID().slice(0, 8)}`],
    );
    const { rows: advertiser } = await db.query<{ id: string }>(
      "insert into public.advertisers (company, contact_name, email) values ('Ana Bakery', 'Ana', $1) returning id",
      [`ana+${randomUUID()}@example.com`],
    );
    const [startsOn] = nextCycleStarts(new Date(), 1, site.bookingCycles);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: adminId, role: 'authenticated' })]);
    const { rows } = await db.query<{ id: string }>('select public.create_phone_sale($1, array[$2]::uuid[], $3::date, $4) as id', [
      advertiser[0]!.id,
      board[0]!.id,
      startsOn,
      cycles,
    ]);
    return rows[0]!.id;
  }

  /** Each of the campaign's invoices with its 'invoice_issued' messages and whether it has a pay link. */
  async function issued(campaignId: string): Promise<Array<{ id: string; messages: number; links: number }>> {
    const { rows } = await db.query<{ id: string; messages: number; links: number }>(
      `select i.id,
              (select count(*)::integer from private.outbox as o where o.kind = 'invoice_issued' and o.payload ->> 'invoice_id' = i.id::text) as messages,
              (select count(*)::integer from private.invoice_pay_links as l where l.invoice_id = i.id) as links
         from public.invoices as i where i.campaign_key = $1 order by i.cycle_starts_on`,
      [campaignId],
    );
    return rows;
  }

  it('one message per invoice, written in the transaction that issues it, and none once that transaction rolls back', async () => {
    const before = await db.query<{ n: number }>("select count(*)::integer as n from private.outbox where kind = 'invoice_issued'");
    await db.exec('begin');
    let campaignId: string;
    try {
      campaignId = await phoneSale(2);
      // The invoices are issued at commit (a deferred trigger); fired now, still inside the transaction.
      await db.exec('set constraints all immediate');
      expect(await issued(campaignId)).toEqual([
        { id: expect.any(String), messages: 1, links: 1 },
        { id: expect.any(String), messages: 1, links: 1 },
      ]);
    } finally {
      await db.exec('rollback');
    }
    expect(await issued(campaignId)).toEqual([]);
    const after = await db.query<{ n: number }>("select count(*)::integer as n from private.outbox where kind = 'invoice_issued'");
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  }, 120_000);

  it('committed, each invoice has its one message, and bringing the invoices in line again writes no other', async () => {
    await db.exec('begin');
    const campaignId = await phoneSale(3);
    await db.exec('commit');
    const first = await issued(campaignId);
    expect(first).toHaveLength(3);
    for (const invoice of first) expect(invoice).toMatchObject({ messages: 1, links: 1 });

    await db.query('select private.sync_campaign_invoices($1)', [campaignId]);
    expect(await issued(campaignId)).toEqual(first);
  }, 120_000);
});

describe(`an invoice's pay link, signed out (${inject('databaseKind')})`, () => {
  type Client = SupabaseClient<Database>;
  let admin: Client;
  let advertiser: AdvertiserAccount;
  let campaignId: string;

  beforeAll(async () => {
    await resetBackend();
    admin = (await signInAsAdmin()).client as Client;
    advertiser = await newAdvertiserAccount();
    ({ campaignId } = await newConfirmedCampaign(admin, advertiser.advertiserId, { slots: 1, cycles: 2 }));
    const run = await runScheduledJob('outbox-delivery');
    expect(run).toMatchObject({ ok: true });
  }, 120_000);

  interface Invoice {
    id: string;
    number: string;
    total_cents: number;
    balance_cents: number;
    due_on: string;
  }

  async function invoices(): Promise<Invoice[]> {
    const { data, error } = await serviceClient()
      .from('invoice_summaries')
      .select('id, number, total_cents, balance_cents, due_on')
      .eq('campaign_id', campaignId)
      .is('voided_at', null)
      .order('cycle_starts_on');
    expect(error).toBeNull();
    return data as Invoice[];
  }

  /** The pay link's token in the e-mail sent when the invoice was issued. */
  async function emailedToken(invoice: Invoice): Promise<string> {
    const mails = (await readOutbox()).filter((m) => m.to === advertiser.user.email && m.subject === INVOICE_EMAIL_LINES.issuedSubject(invoice.number));
    expect(mails).toHaveLength(1);
    const token = new RegExp(`${INVOICE_LINKS.payPath}/([0-9a-f]{64})`).exec(mails[0]!.text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  /** The pay page's button, signed out: the anon key alone. */
  async function payLink(token: string): Promise<{ status: number; body: { url?: string; total_cents?: number; error?: string } }> {
    const res = await postFunction('deposit-checkout', { pay_token: token });
    return { status: res.status, body: (await res.json()) as { url?: string; total_cents?: number; error?: string } };
  }

  it('the issued e-mail says the number, the amount with HST, the due day, the printable page and the pay link', async () => {
    const [deposit] = await invoices();
    const mail = (await readOutbox()).find((m) => m.subject === INVOICE_EMAIL_LINES.issuedSubject(deposit!.number))!;
    expect(mail.to).toBe(advertiser.user.email);
    expect(mail.text).toContain(INVOICE_EMAIL_LINES.issued(deposit!.number, deposit!.due_on));
    expect(mail.text).toContain(INVOICE_EMAIL_LINES.amount(deposit!.total_cents));
    expect(mail.text).toContain(`${INVOICE_LINKS.invoicesPath}/${deposit!.id}`);
    expect(mail.text).toContain(`${INVOICE_LINKS.payPath}/${await emailedToken(deposit!)}`);
    // The job ran again: nothing more is sent for the same invoice.
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    expect((await readOutbox()).filter((m) => m.subject === INVOICE_EMAIL_LINES.issuedSubject(deposit!.number))).toHaveLength(1);
  }, 120_000);

  it('opens, signed out, a Checkout for that invoice’s balance only; paid, the link offers nothing to pay', async () => {
    const [deposit, second] = await invoices();
    const token = await emailedToken(second!);

    // Part of the campaign paid by cheque goes to the oldest invoice: the second one's link still asks its own balance, no more.
    const { error: paid } = await admin.rpc('record_payment', { p_campaign: campaignId, p_amount_cents: 20_000, p_method: 'cheque', p_reference: 'C1' });
    expect(paid).toBeNull();
    const shown = await anonClient().rpc('invoice_pay_link', { p_token: token });
    expect(shown.error).toBeNull();
    expect(shown.data).toMatchObject({ invoice_id: second!.id, number: second!.number, balance_cents: second!.balance_cents, status: 'unpaid' });

    const checkout = await payLink(token);
    expect(checkout.status, checkout.body.error).toBe(200);
    expect(checkout.body.total_cents).toBe(second!.balance_cents);
    const sessionId = checkout.body.url!.split('/').pop()!;
    const done = await stripeControl('pay', { session_id: sessionId });
    expect(done.webhookStatus).toBe(200);

    const { data: payments } = await serviceClient().from('payments').select('amount_cents, invoice_id').eq('campaign_id', campaignId).order('created_at');
    expect(payments).toEqual([
      { amount_cents: 20_000, invoice_id: null },
      { amount_cents: second!.balance_cents, invoice_id: second!.id },
    ]);
    const [depositAfter, secondAfter] = await invoices();
    expect(secondAfter!.balance_cents).toBe(0);
    expect(depositAfter!.balance_cents).toBe(deposit!.balance_cents - 20_000);

    // Stripe sends the payer to the thank-you page, which shows the invoice's payment signed out.
    const receipt = await anonClient().rpc('deposit_checkout_receipt', { p_session: sessionId });
    expect(receipt.data).toMatchObject({ state: 'paid', amount_cents: second!.balance_cents, invoice_number: second!.number });

    // Paid: the same link has nothing to pay, and says so.
    const again = await payLink(token);
    expect(again.status).toBe(409);
    expect((await anonClient().rpc('invoice_pay_link', { p_token: token })).data).toMatchObject({ balance_cents: 0, status: 'paid' });
  }, 180_000);

  it('a token that is not one opens nothing', async () => {
    expect((await payLink('0'.repeat(64))).status).toBe(404);
    expect((await payLink('not-a-token')).status).toBe(400);
    expect((await anonClient().rpc('invoice_pay_link', { p_token: '0'.repeat(64) })).data).toBeNull();
  }, 60_000);
});
