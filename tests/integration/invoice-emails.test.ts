// The advertiser's invoice e-mails, on a seeded database of the whole schema:
// the hourly job (private.scheduled_jobs 'invoice-emails', its SQL as pg_cron
// runs it) writes one message per invoice falling due within
// INVOICE_EMAILS.dueSoonDays and one per overdue invoice, each once however
// often it runs; a paid invoice gets none, and one paid after its message was
// written is skipped when the delivery job builds it. Each carries the pay
// link its invoice was issued with. An issued invoice never
// changes through the API, so its due day is moved here as the calendar would.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RpcClient } from '../../supabase/functions/_shared/lead-supabase-store';
import type { OutgoingEmail } from '../../supabase/functions/_shared/mailer';
import { company } from '../../supabase/functions/_shared/company';
import { INVOICE_EMAIL_LINES, INVOICE_SKIP } from '../../supabase/functions/_shared/invoice-emails';
import { invoicePageUrl, invoicePayUrl } from '../../supabase/functions/_shared/invoice-links';
import { buildOutboxMessage, drainOutbox, type CampaignMessageDeps } from '../../supabase/functions/_shared/outbox-delivery';
import { createOutboxStore } from '../../supabase/functions/_shared/outbox-store';
import { INVOICE_EMAILS } from '../../supabase/functions/_shared/sale-rules';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

let db: SeededDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
}, 300_000);

afterAll(async () => {
  await db?.close();
});

/** supabase-js's rpc as the job's store makes it (the owner's connection, as the service role's functions run). */
const rpc: RpcClient = {
  async rpc(fn, args) {
    const names = Object.keys(args);
    try {
      const { rows } = await db.query<{ value: unknown }>(
        `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as value`,
        names.map((n) => args[n]),
      );
      return { data: rows[0]?.value ?? null, error: null };
    } catch (err) {
      return { data: null, error: { message: (err as Error).message } };
    }
  },
};

interface Invoice {
  id: string;
  number: string;
  campaign_id: string;
  balance_cents: number;
}

/** Unpaid invoices of distinct campaigns, each the first of its campaign (a payment goes to it first). */
async function unpaidInvoices(count: number): Promise<Invoice[]> {
  const { rows } = await db.query<Invoice>(
    `select distinct on (campaign_id) id, number, campaign_id, balance_cents::integer as balance_cents
       from public.invoice_summaries
      where status in ('unpaid', 'partly_paid') and campaign_id is not null
        and not exists (select 1 from private.outbox as o where o.campaign_id = invoice_summaries.campaign_id and o.kind in ('invoice_due_soon', 'invoice_overdue'))
      order by campaign_id, cycle_starts_on, number`,
  );
  expect(rows.length).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count);
}

/** Moves an invoice's due day to `days` from today (Toronto), as time passing would. */
async function dueIn(invoiceId: string, days: number): Promise<void> {
  await db.exec(`alter table public.invoices disable trigger invoices_freeze;
    update public.invoices
       set due_on = (now() at time zone 'America/Toronto')::date + ${days},
           issued_on = (now() at time zone 'America/Toronto')::date + ${days} - 7
     where id = '${invoiceId}';
    alter table public.invoices enable trigger invoices_freeze;`);
}

/** Runs the hourly job's own SQL, as the scheduler does. */
async function runJob(): Promise<void> {
  const { rows } = await db.query<{ kind: string; command: string }>("select kind, command from private.scheduled_jobs where name = 'invoice-emails'");
  expect(rows).toEqual([{ kind: 'sql', command: expect.any(String) }]);
  await db.exec(rows[0]!.command);
}

/** The invoice's reminders (its e-mail when issued is invoice-issued-email.test.ts's). */
async function messagesOf(invoiceId: string): Promise<Array<{ kind: string }>> {
  const { rows } = await db.query<{ kind: string }>(
    "select kind from private.outbox where payload ->> 'invoice_id' = $1 and kind in ('invoice_due_soon', 'invoice_overdue') order by id",
    [invoiceId],
  );
  return rows;
}

async function pay(invoice: Invoice): Promise<void> {
  const { rows: admins } = await db.query<{ user_id: string }>('select user_id from private.admins limit 1');
  await db.query(`select set_config('request.jwt.claims', $1, false)`, [JSON.stringify({ sub: admins[0]!.user_id, role: 'authenticated' })]);
  try {
    await db.query("select public.record_payment($1, $2, 'cheque', 'Cheque 88')", [invoice.campaign_id, invoice.balance_cents]);
  } finally {
    await db.query("select set_config('request.jwt.claims', '', false)");
  }
}

describe('invoice e-mails', () => {
  it('writes one message per invoice falling due soon or overdue, once however often it runs, and none for one paid', async () => {
    const [soon, late, paid, later] = await unpaidInvoices(4);
    await dueIn(soon!.id, INVOICE_EMAILS.dueSoonDays);
    await dueIn(late!.id, -3);
    await dueIn(paid!.id, 2);
    await pay(paid!);
    await dueIn(later!.id, INVOICE_EMAILS.dueSoonDays + 1);

    await runJob();
    await runJob();
    expect(await messagesOf(soon!.id)).toEqual([{ kind: 'invoice_due_soon' }]);
    expect(await messagesOf(late!.id)).toEqual([{ kind: 'invoice_overdue' }]);
    expect(await messagesOf(paid!.id)).toEqual([]);
    expect(await messagesOf(later!.id)).toEqual([]);

    // Once it passes its due day unpaid, the invoice due soon gets its overdue e-mail too, once.
    await dueIn(soon!.id, -1);
    await runJob();
    await runJob();
    expect(await messagesOf(soon!.id)).toEqual([{ kind: 'invoice_due_soon' }, { kind: 'invoice_overdue' }]);
  }, 120_000);

  it('the delivery job sends the invoice e-mail with its number, amount with HST, due day and account page, and skips one paid since', async () => {
    // Only this test's messages are due.
    await db.query('update private.outbox set sent_at = now(), next_attempt_at = null where sent_at is null');
    const [unpaid, paidSince] = await unpaidInvoices(2);
    await dueIn(unpaid!.id, 1);
    await dueIn(paidSince!.id, 1);
    await runJob();
    await pay(paidSince!);
    // The payment's receipt is another test's: only the invoices' messages are due here.
    await db.query("update private.outbox set sent_at = now(), next_attempt_at = null where sent_at is null and kind not like 'invoice%'");

    const store = createOutboxStore(rpc);
    const unused = () => Promise.reject(new Error('not read for an invoice'));
    const deps: CampaignMessageDeps = {
      store,
      campaigns: { campaignNotice: unused } as unknown as CampaignMessageDeps['campaigns'],
      advertiserAccounts: {} as CampaignMessageDeps['advertiserAccounts'],
      artwork: {} as CampaignMessageDeps['artwork'],
      logError: () => undefined,
    };
    const sent: OutgoingEmail[] = [];
    const result = await drainOutbox({
      store,
      mailer: { send: async (email: OutgoingEmail) => (sent.push(email), { id: randomUUID() }) },
      build: (message) => buildOutboxMessage(deps, message),
      logError: () => undefined,
    });
    expect(result).toMatchObject({ claimed: 2, sent: 1, skipped: 1, failed: 0 });

    const { rows } = await db.query<{ number: string; total_cents: number; due_on: string; campaign_id: string; email: string }>(
      `select i.number, i.total_cents::integer as total_cents, i.due_on::text as due_on, i.campaign_id, a.email
         from public.invoices as i join public.advertisers as a on a.id = i.advertiser_id where i.id = $1`,
      [unpaid!.id],
    );
    const invoice = rows[0]!;
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: invoice.email, subject: INVOICE_EMAIL_LINES.dueSoonSubject(invoice.number, invoice.due_on) });
    expect(sent[0]!.text).toContain(INVOICE_EMAIL_LINES.amount(invoice.total_cents));
    // The same pay link as the e-mail sent when it was issued, and its printable page.
    const { rows: links } = await db.query<{ token: string }>('select token from private.invoice_pay_links where invoice_id = $1', [unpaid!.id]);
    expect(sent[0]!.text).toContain(INVOICE_EMAIL_LINES.pay(invoicePayUrl(company.url, links[0]!.token)));
    expect(sent[0]!.text).toContain(INVOICE_EMAIL_LINES.page(invoicePageUrl(company.url, unpaid!.id)));

    const { rows: skipped } = await db.query<{ last_error: string; next_attempt_at: string | null }>(
      "select last_error, next_attempt_at from private.outbox where payload ->> 'invoice_id' = $1 and kind = 'invoice_due_soon'",
      [paidSince!.id],
    );
    expect(skipped).toEqual([{ last_error: INVOICE_SKIP, next_attempt_at: null }]);
  }, 120_000);
});
