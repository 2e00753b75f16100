// Retention removes the customer record with the last thing that kept it: an
// advertiser left with no lead, campaign or invoice (payments reach them only
// through those) goes in the run that removed their last lead, and so does
// their sign-in. An advertiser with anything left, or whose last lead is not
// yet due, keeps record and sign-in.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { privacy } from '../../src/config/site';
import {
  newAdvertiserAccount,
  newConfirmedCampaign,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signIn,
  signInAsAdmin,
  type AdvertiserAccount,
} from './helpers';

const service = serviceClient();

function monthsAgo(months: number): string {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

const past = () => monthsAgo(privacy.retentionMonths + 1);
const recent = () => monthsAgo(privacy.retentionMonths - 1);

function must<R extends { data: unknown; error: { message: string } | null }>(result: R): NonNullable<R['data']> {
  if (result.error) throw new Error(result.error.message);
  return result.data as NonNullable<R['data']>;
}

/** A plain inquiry (no dates, so no campaign) from the address, dated createdAt; the database links it to the address's advertiser. */
async function leadFrom(email: string, createdAt: string): Promise<string> {
  const lead = must(
    await service
      .from('contact_inquiries')
      .insert({ name: 'Pat Person', email, company: 'Person Co', phone: '519-555-0100', message: 'Hello', source: 'contact-page', created_at: createdAt })
      .select('id')
      .single(),
  );
  return lead.id as string;
}

/** An advertiser with a sign-in of their own, on record since before the retention period. */
async function oldAccount(): Promise<AdvertiserAccount> {
  const account = await newAdvertiserAccount();
  must(await service.from('advertisers').update({ created_at: past() }).eq('id', account.advertiserId));
  return account;
}

/** What is left of the advertiser: their record, their leads, and whether their sign-in exists and works. */
async function left(account: AdvertiserAccount) {
  const [advertiser, leads, user] = await Promise.all([
    service.from('advertisers').select('id, user_id').eq('id', account.advertiserId),
    service.from('contact_inquiries').select('id').eq('email', account.user.email),
    service.auth.admin.getUserById(account.user.user.id),
  ]);
  const signsIn = await signIn(account.user.email, account.user.password).then(
    () => true,
    () => false,
  );
  return {
    advertiser: advertiser.data?.length ?? 0,
    linked: advertiser.data?.[0]?.user_id === account.user.user.id,
    leads: leads.data?.length ?? 0,
    account: user.data.user !== null,
    signsIn,
  };
}

const kept = (leads: number) => ({ advertiser: 1, linked: true, leads, account: true, signsIn: true });
const gone = { advertiser: 0, linked: false, leads: 0, account: false, signsIn: false };

beforeEach(async () => {
  await resetBackend();
});

describe(`retention and the customer record (${inject('databaseKind')})`, () => {
  it('an advertiser whose only lead ages out goes in the same run, with their sign-in; others keep theirs', async () => {
    const due = await oldAccount();
    await leadFrom(due.user.email, past());
    const waiting = await oldAccount();
    await leadFrom(waiting.user.email, past());
    await leadFrom(waiting.user.email, recent());
    expect(await left(due)).toEqual(kept(1));

    expect(await runScheduledJob('retention-rows')).toMatchObject({ ok: true });

    expect(await left(due)).toEqual(gone);
    // Another lead not yet due keeps the record and the sign-in.
    expect(await left(waiting)).toEqual(kept(1));
  }, 90_000);

  it('an advertiser without a sign-in goes too, and one just entered by the staff with nothing yet stays', async () => {
    const email = `person-${randomUUID().slice(0, 8)}@example.com`;
    await leadFrom(email, past());
    const record = must(await service.from('advertisers').select('id').eq('email', email).single());
    must(await service.from('advertisers').update({ created_at: past() }).eq('id', record.id));
    const admin = (await signInAsAdmin()).client;
    const fresh = must(
      await admin
        .from('advertisers')
        .insert({ contact_name: 'New Customer', email: `new-${randomUUID().slice(0, 8)}@example.com` })
        .select('id')
        .single(),
    );

    expect(await runScheduledJob('retention-rows')).toMatchObject({ ok: true });

    expect(must(await service.from('advertisers').select('id').eq('id', record.id))).toEqual([]);
    expect(must(await service.from('advertisers').select('id').eq('id', fresh.id))).toHaveLength(1);
  }, 60_000);

  it('a campaign, or an invoice and payment kept after their campaign went, keeps the advertiser and their sign-in', async () => {
    const admin = (await signInAsAdmin()).client;
    const withCampaign = await oldAccount();
    await leadFrom(withCampaign.user.email, past());
    await newConfirmedCampaign(admin, withCampaign.advertiserId);

    const withInvoice = await oldAccount();
    await leadFrom(withInvoice.user.email, past());
    const sale = await newConfirmedCampaign(admin, withInvoice.advertiserId);
    must(await service.from('payments').insert({ campaign_id: sale.campaignId, amount_cents: 12_345, method: 'cheque', reference: '#1001' }));
    must(await service.from('campaigns').delete().eq('id', sale.campaignId));
    const invoices = must(await service.from('invoices').select('advertiser_id, campaign_id').eq('campaign_key', sale.campaignId));
    expect(invoices).toEqual([{ advertiser_id: withInvoice.advertiserId, campaign_id: null }]);

    expect(await runScheduledJob('retention-rows')).toMatchObject({ ok: true });

    expect(await left(withCampaign)).toEqual(kept(0));
    expect(await left(withInvoice)).toEqual(kept(0));
    expect(must(await service.from('payments').select('amount_cents').eq('campaign_key', sale.campaignId))).toEqual([{ amount_cents: 12_345 }]);
  }, 90_000);

  // One connection on PGlite: a transaction held open here would stop the backend.
  it.skipIf(inject('databaseKind') !== 'postgres')(
    'a lead being stored for the address during the run keeps its advertiser, and the run does not wait for it',
    async () => {
      const account = await oldAccount();
      await leadFrom(account.user.email, past());
      const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      try {
        await db.query('begin');
        // As the contact function stores one: the database finds the address's advertiser and links the lead to it.
        const { rows } = await db.query<{ advertiser_id: string }>(
          `insert into public.contact_inquiries (name, email, company, phone, message, source)
           values ('Pat Person', $1, 'Person Co', '519-555-0100', 'Again', 'contact-page') returning advertiser_id`,
          [account.user.email],
        );
        expect(rows).toEqual([{ advertiser_id: account.advertiserId }]);
        const run = runScheduledJob('retention-rows');
        const finished = await Promise.race([run.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000))]);
        await db.query('commit');
        expect(await run).toMatchObject({ ok: true });
        const leads = must(await service.from('contact_inquiries').select('advertiser_id').eq('email', account.user.email));
        expect(leads).toEqual([{ advertiser_id: account.advertiserId }]);
        expect(await left(account)).toEqual(kept(1));
        expect(finished).toBe(true);
      } finally {
        await db.end();
      }
    },
    60_000,
  );
});
