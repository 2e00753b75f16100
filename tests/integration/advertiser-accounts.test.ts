// An advertiser's own sign-in reads their own advertiser record, campaigns,
// bookings and milestones, and nothing of anyone else's; an admin and an
// advertiser are never the same account. Over HTTP with supabase-js.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { anonClient, newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type CreatedUser } from './helpers';

type Client = SupabaseClient<Database>;

let admin: Client;
let adminId: string;
let service: Client;
let ann: CreatedUser;
let bob: CreatedUser;
let annCampaign: string;
let bobCampaign: string;

async function advertiserWithCampaign(company: string): Promise<{ user: CreatedUser; campaign: string }> {
  const { user, advertiserId } = await newAdvertiserAccount(company);
  const { campaignId } = await newConfirmedCampaign(admin, advertiserId);
  return { user, campaign: campaignId };
}

beforeAll(async () => {
  await resetBackend();
  const signedIn = await signInAsAdmin();
  admin = signedIn.client as Client;
  adminId = signedIn.user.id;
  service = serviceClient() as Client;
  ({ user: ann, campaign: annCampaign } = await advertiserWithCampaign(`Ann's Bakery ${randomUUID()}`));
  ({ user: bob, campaign: bobCampaign } = await advertiserWithCampaign(`Bob's Garage ${randomUUID()}`));
});

describe('an advertiser signed in', () => {
  it('reads their own campaign, its bookings and its milestones', async () => {
    const client = ann.client as Client;
    const campaigns = await client.from('campaigns').select('id');
    expect(campaigns.data?.map((c) => c.id)).toEqual([annCampaign]);
    const bookings = await client.from('bookings').select('campaign_id');
    expect(bookings.data?.length).toBeGreaterThan(0);
    expect(new Set(bookings.data?.map((b) => b.campaign_id))).toEqual(new Set([annCampaign]));
    const events = await client.from('campaign_events').select('campaign_id, from_status, to_status');
    expect(events.data?.length).toBeGreaterThan(0);
    expect(events.data?.every((e) => e.campaign_id === annCampaign && e.to_status !== null && e.to_status !== e.from_status)).toBe(true);
    const own = await client.from('advertisers').select('email');
    expect(own.data?.map((a) => a.email)).toEqual([ann.email]);
  });

  it("reads nothing of another advertiser's", async () => {
    const client = ann.client as Client;
    expect((await client.from('campaigns').select('id').eq('id', bobCampaign)).data).toEqual([]);
    expect((await client.from('bookings').select('id').eq('campaign_id', bobCampaign)).data).toEqual([]);
    expect((await client.from('campaign_events').select('id').eq('campaign_id', bobCampaign)).data).toEqual([]);
    expect((await client.from('advertisers').select('id').eq('email', bob.email)).data).toEqual([]);
  });

  it('cannot act on a campaign, even their own', async () => {
    const { error } = await (ann.client as Client).rpc('cancel_campaign', { p_campaign: annCampaign, p_reason: 'mine' });
    expect(error?.code).toBe('42501');
  });

  it("cannot link themselves to someone else's advertiser record", async () => {
    const { data } = await (ann.client as Client).from('advertisers').update({ notes: 'x' }).eq('email', bob.email).select('id');
    expect(data ?? []).toEqual([]);
  });

  it('is not an admin: the staff-only lists stay empty', async () => {
    const leads = await (ann.client as Client).from('contact_inquiries').select('id');
    expect(leads.data ?? []).toEqual([]);
  });
});

describe('anon', () => {
  it('reads no campaign, booking or advertiser', async () => {
    const anon = anonClient() as Client;
    for (const table of ['campaigns', 'bookings', 'advertisers', 'campaign_events'] as const) {
      const { data } = await anon.from(table).select('id');
      expect(data ?? [], table).toEqual([]);
    }
  });
});

describe('an admin and an advertiser are never the same account', () => {
  it("refuses to link the admin's account to an advertiser", async () => {
    const { error } = await service
      .from('advertisers')
      .insert({ company: 'Staff Co', contact_name: 'Staff', email: `staff-${randomUUID()}@example.com`, user_id: adminId });
    expect(error?.code).toBe('23514');
  });
});

describe('payments', () => {
  it('an advertiser reads their own payments only; the admin reads all; nobody writes from the browser', async () => {
    const { error } = await service.from('payments').insert([
      { campaign_id: annCampaign, amount_cents: 10_000, method: 'cheque', reference: 'cheque 101' },
      { campaign_id: bobCampaign, amount_cents: 20_000, method: 'e_transfer', reference: 'etr 7' },
    ]);
    expect(error).toBeNull();
    const own = await (ann.client as Client).from('payments').select('campaign_id, amount_cents');
    expect(own.data).toEqual([{ campaign_id: annCampaign, amount_cents: 10_000 }]);
    const all = await admin.from('payments').select('campaign_id').in('campaign_id', [annCampaign, bobCampaign]);
    expect(all.data).toHaveLength(2);
    expect((await anonClient().from('payments').select('id')).data ?? []).toEqual([]);
    const forged = await admin.from('payments').insert({ campaign_id: annCampaign, amount_cents: 1, method: 'cash' });
    expect(forged.error?.code).toBe('42501');
  });
});
