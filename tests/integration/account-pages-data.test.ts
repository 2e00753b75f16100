// What /account reads (src/features/account/api/account-selects.ts), run as
// two advertisers over HTTP: each gets their own campaigns with the boards'
// names and their milestones, and another's campaign answers nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CAMPAIGN_SELECT, ACCOUNT_CAMPAIGNS_SELECT } from '../../src/features/account/api/account-selects';
import { newAdvertiserAccount, newConfirmedCampaign, resetBackend, signInAsAdmin, type CreatedUser } from './helpers';

let ann: CreatedUser;
let bob: CreatedUser;
let annCampaign: string;
let bobCampaign: string;

beforeAll(async () => {
  await resetBackend();
  const { client: admin } = await signInAsAdmin();
  const a = await newAdvertiserAccount(`Ann ${randomUUID()}`);
  const b = await newAdvertiserAccount(`Bob ${randomUUID()}`);
  ann = a.user;
  bob = b.user;
  annCampaign = (await newConfirmedCampaign(admin, a.advertiserId, { boards: 2, cycles: 2 })).campaignId;
  bobCampaign = (await newConfirmedCampaign(admin, b.advertiserId)).campaignId;
});

describe("the advertiser's pages' reads", () => {
  it('the list: only their campaigns, each with its boards by name', async () => {
    const { data, error } = await ann.client.from('campaigns').select(ACCOUNT_CAMPAIGNS_SELECT);
    expect(error).toBeNull();
    expect(data!.map((c) => c.id)).toEqual([annCampaign]);
    const bookings = data![0]!.bookings as unknown as { cycles: number; status: string; board: { name: string } | null }[];
    expect(bookings).toHaveLength(2);
    expect(bookings.every((b) => b.cycles === 2 && b.status === 'confirmed' && typeof b.board?.name === 'string')).toBe(true);
  });

  it('one campaign: its milestones; another advertiser’s campaign is nothing', async () => {
    const own = await ann.client.from('campaigns').select(ACCOUNT_CAMPAIGN_SELECT).eq('id', annCampaign).maybeSingle();
    expect(own.error).toBeNull();
    const events = own.data!.campaign_events as { action: string; to_status: string }[];
    expect(events.map((e) => e.to_status)).toContain('confirmed');
    const other = await ann.client.from('campaigns').select(ACCOUNT_CAMPAIGN_SELECT).eq('id', bobCampaign).maybeSingle();
    expect(other.error).toBeNull();
    expect(other.data).toBeNull();
    expect((await bob.client.from('campaigns').select(ACCOUNT_CAMPAIGNS_SELECT)).data!.map((c) => c.id)).toEqual([bobCampaign]);
  });
});
