// The staff's worklist (public.staff_worklist), through the API: the admin's
// only, each list with its whole count and its oldest or most urgent entries
// first, and each count moving with the change that puts a record in the list
// or takes it out.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { Database } from '../../src/types/database';
import { openSeededDatabase } from './scratch-database';
import {
  anonClient,
  createUser,
  newAdvertiserAccount,
  newBoard,
  newConfirmedCampaign,
  newLead,
  outboxDueNow,
  resetBackend,
  runScheduledJob,
  serviceClient,
  setMailerMode,
  signInAsAdmin,
} from './helpers';

interface List<T> {
  count: number;
  items: T[];
}
interface Worklist {
  total: number;
  requests: List<{ id: string; reference: string; since: string }>;
  artwork: List<{ id: string; campaign_id: string; version: number }>;
  deposits_due: List<{ id: string; due_at: string }>;
  deposits_past_due: List<{ id: string; due_at: string }>;
  invoices_overdue: List<{ id: string; number: string; campaign_id: string }>;
  leads_unanswered: List<{ id: string; name: string; since: string }>;
  failed_messages: List<{ id: number; campaign_id: string; reference: string; kind: string; recipient: string | null; last_error: string; since: string }>;
}

/** The seed's admin (supabase/seed.sql). */
const SEED_ADMIN = 'ad000000-0000-4000-8000-000000000001';

type Client = SupabaseClient<Database>;
let admin: Client;
let service: Client;
let startsOn: string;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  service = serviceClient() as Client;
  startsOn = nextCycleStarts(new Date(), 3, site.bookingCycles)[2]!;
});

async function worklist(): Promise<Worklist> {
  const { data, error } = await admin.rpc('staff_worklist');
  if (error) throw new Error(`staff_worklist: ${error.message}`);
  return data as unknown as Worklist;
}

const counts = (w: Worklist) => ({
  requests: w.requests.count,
  artwork: w.artwork.count,
  deposits_due: w.deposits_due.count,
  deposits_past_due: w.deposits_past_due.count,
  invoices_overdue: w.invoices_overdue.count,
  leads_unanswered: w.leads_unanswered.count,
  failed_messages: w.failed_messages.count,
});

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('staff_worklist', () => {
  it('answers the admin only', async () => {
    const user = await createUser();
    for (const client of [anonClient(), user.client]) {
      const { data, error } = await client.rpc('staff_worklist');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });

  it('lists the requests to answer oldest first, and the artwork waiting as the queue does', async () => {
    const before = await worklist();
    const lead = await newLead({ company: 'Worklist Co' });
    const board = await newBoard(3);
    const { error } = await service.rpc('request_bookings', { p_lead_id: lead, p_location_ids: [board.id], p_starts_on: startsOn, p_cycles: 1 });
    expect(error).toBeNull();
    const after = await worklist();
    expect(after.requests.count).toBe(before.requests.count + 1);
    const since = after.requests.items.map((r) => r.since);
    expect(since).toEqual([...since].sort());
    const { data: campaign } = await service.from('campaigns').select('id').eq('lead_id', lead).single();
    expect(after.requests.items.at(-1)!.id).toBe(campaign!.id);

    const { count } = await admin.from('artwork_queue').select('id', { count: 'exact', head: true });
    expect(after.artwork.count).toBe(count);

    // Answered (confirmed), it leaves the requests.
    expect((await admin.rpc('confirm_campaign', { p_campaign: campaign!.id })).error).toBeNull();
    expect((await worklist()).requests.count).toBe(before.requests.count);
  });

  it('lists a lead nobody answered in a business day, until the staff mark it', async () => {
    const before = await worklist();
    const fresh = await newLead({ name: 'Fresh Lead' });
    const { data: old, error } = await service
      .from('contact_inquiries')
      .insert({ name: 'Waiting Lead', email: `wait-${randomUUID()}@example.com`, company: '', phone: '', message: 'Hello', created_at: hoursFromNow(-5 * 24) })
      .select('id')
      .single();
    expect(error).toBeNull();
    const after = await worklist();
    expect(after.leads_unanswered.count).toBe(before.leads_unanswered.count + 1);
    expect(after.leads_unanswered.items.map((l) => l.id)).toContain(old!.id);
    expect(after.leads_unanswered.items.map((l) => l.id)).not.toContain(fresh);

    expect((await admin.from('contact_inquiries').update({ status: 'contacted' }).eq('id', old!.id)).error).toBeNull();
    expect((await worklist()).leads_unanswered.count).toBe(before.leads_unanswered.count);
  });

  it('lists an unpaid deposit due within 48 hours, then past due, until it is paid', async () => {
    const { advertiserId } = await newAdvertiserAccount('Deposit Worklist Ltd');
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId);
    const base = counts(await worklist());

    await service
      .from('campaigns')
      .update({ deposit_due_at: hoursFromNow(24) })
      .eq('id', campaignId);
    let now = await worklist();
    expect(counts(now)).toEqual({ ...base, deposits_due: base.deposits_due + 1 });
    expect(now.deposits_due.items.map((d) => d.id)).toContain(campaignId);

    await service
      .from('campaigns')
      .update({ deposit_due_at: hoursFromNow(-1) })
      .eq('id', campaignId);
    now = await worklist();
    expect(counts(now)).toEqual({ ...base, deposits_past_due: base.deposits_past_due + 1 });
    expect(now.deposits_past_due.items.map((d) => d.id)).toContain(campaignId);
    expect(now.total).toBe(Object.values(counts(now)).reduce((a, b) => a + b, 0));

    const paid = await service.from('payments').insert({ campaign_id: campaignId, amount_cents: 1000, method: 'cheque', reference: '#1' });
    expect(paid.error).toBeNull();
    expect(counts(await worklist())).toEqual(base);
  });

  it('lists an invoice past its due day and not paid in full', async () => {
    // An issued invoice never changes through the API: its due day is moved
    // back in a database of the test's own, as the calendar would move it.
    const db = await openSeededDatabase();
    try {
      const asAdmin = async (): Promise<Worklist> => {
        await db.exec(`set role authenticated; select set_config('request.jwt.claims', '{"sub":"${SEED_ADMIN}","role":"authenticated"}', false);`);
        try {
          return (await db.query<{ w: Worklist }>('select public.staff_worklist() as w')).rows[0]!.w;
        } finally {
          await db.exec("reset role; select set_config('request.jwt.claims', '', false);");
        }
      };
      const before = await asAdmin();
      const { rows } = await db.query<{ id: string }>(
        "select id from public.invoice_summaries where status in ('unpaid', 'partly_paid') order by number limit 1",
      );
      const late = rows[0]!.id;
      await db.exec(`alter table public.invoices disable trigger invoices_freeze;
        update public.invoices set issued_on = '2026-01-05', due_on = '2026-01-12' where id = '${late}';
        alter table public.invoices enable trigger invoices_freeze;`);
      const after = await asAdmin();
      expect(after.invoices_overdue.count).toBe(before.invoices_overdue.count + 1);
      expect(after.invoices_overdue.items[0]!.id).toBe(late);
    } finally {
      await db.close();
    }
  });

  it('lists a message whose send failed, with its campaign, recipient and error, until it is sent', async () => {
    // What earlier tests wrote leaves first, so only this campaign's message fails below.
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const before = await worklist();
    const { user, advertiserId } = await newAdvertiserAccount('Failed Message Ltd');
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId);
    const { data: record } = await admin.from('campaigns').select('reference').eq('id', campaignId).single();
    await setMailerMode('fail');
    try {
      expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    } finally {
      await setMailerMode('ok');
    }
    const failing = await worklist();
    // The sale's confirmation and its invoice's e-mail.
    expect(failing.failed_messages.count).toBe(before.failed_messages.count + 2);
    expect(failing.total).toBe(Object.values(counts(failing)).reduce((a, b) => a + b, 0));
    const item = failing.failed_messages.items.find((m) => m.campaign_id === campaignId && m.kind === 'confirmed');
    expect(item).toMatchObject({ kind: 'confirmed', reference: record!.reference, recipient: user.email });
    expect(item!.last_error).toContain('set to fail');

    // Once its backoff has passed the job sends it, and it leaves the list.
    await outboxDueNow();
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const sent = await worklist();
    expect(sent.failed_messages.count).toBe(before.failed_messages.count);
    expect(sent.failed_messages.items.map((m) => m.campaign_id)).not.toContain(campaignId);
  }, 120_000);
});
