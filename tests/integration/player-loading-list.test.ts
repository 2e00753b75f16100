// The players' loading list (public.player_loading_list), through the API:
// the admin's alone; each approved version runs on its board from the cycle it
// applies from to the day before another replaces it or the booking ends, and
// a campaign with no approved version shows with none; a run is loaded from
// the day its campaign goes on air when that is after the cycle starts.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import type { LoadingRun } from '../../src/features/players/lib/loading-plan';
import { addDays } from '../../supabase/functions/_shared/booking-cycles';
import { anonClient, newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin, type CreatedUser } from './helpers';

type Client = SupabaseClient<Database>;

let admin: Client;
let advertiser: CreatedUser;
let sale: Awaited<ReturnType<typeof newConfirmedCampaign>>;
let bare: Awaited<ReturnType<typeof newConfirmedCampaign>>;
let reference: string;

/** A version as the artwork-version function stores it (service role), then approved by the admin unless `pending`. */
async function version(campaignId: string, appliesFrom: string, options: { pending?: boolean } = {}): Promise<{ id: string; path: string }> {
  const path = `campaigns/${campaignId}/${randomUUID()}.png`;
  const { data, error } = await serviceClient()
    .from('artwork_versions')
    .insert({
      campaign_id: campaignId,
      version: 0,
      storage_path: path,
      content_type: 'image/png',
      width: 840,
      height: 400,
      bytes: 1000,
      applies_from: appliesFrom,
    })
    .select('id')
    .single();
  if (error) throw new Error(`storing a version failed: ${error.message}`);
  if (!options.pending) {
    const approved = await admin.rpc('approve_artwork', { p_version: data.id });
    if (approved.error) throw new Error(`approving failed: ${approved.error.message}`);
  }
  return { id: data.id, path };
}

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  const account = await newAdvertiserAccount();
  advertiser = account.user;
  sale = await newConfirmedCampaign(admin, account.advertiserId, { cycles: 2 });
  bare = await newConfirmedCampaign(admin, account.advertiserId, { cycles: 1 });
  reference = (await admin.from('campaigns').select('reference').eq('id', sale.campaignId).single()).data!.reference;
}, 120_000);

describe('player_loading_list', () => {
  it('answers the admin each approved version’s run per board, a replacement from its cycle, and a campaign missing its artwork', async () => {
    const first = await version(sale.campaignId, sale.startsOn);
    const second = await version(sale.campaignId, addDays(sale.startsOn, 28));
    // Waiting for review: not on the list.
    await version(sale.campaignId, addDays(sale.startsOn, 28), { pending: true });

    const { data, error } = await admin.rpc('player_loading_list', { p_from: sale.startsOn, p_until: addDays(sale.startsOn, 120) });
    expect(error).toBeNull();
    const runs = data as unknown as LoadingRun[];
    const on = (board: string) => runs.filter((r) => r.location_id === board);

    const base = { location_id: sale.boardIds[0], campaign_id: sale.campaignId, reference, content_type: 'image/png' };
    expect(on(sale.boardIds[0]!)).toEqual([
      expect.objectContaining({
        ...base,
        version_id: first.id,
        version: 1,
        storage_path: first.path,
        load_on: sale.startsOn,
        last_day: addDays(sale.startsOn, 27),
      }),
      expect.objectContaining({
        ...base,
        version_id: second.id,
        version: 2,
        storage_path: second.path,
        load_on: addDays(sale.startsOn, 28),
        last_day: addDays(sale.startsOn, 55),
      }),
    ]);
    expect(on(bare.boardIds[0]!)).toEqual([
      expect.objectContaining({
        campaign_id: bare.campaignId,
        version_id: null,
        storage_path: null,
        load_on: bare.startsOn,
        last_day: addDays(bare.startsOn, 27),
      }),
    ]);
  }, 60_000);

  it('loads a run from its campaign’s go-live when that comes after the cycle starts, and leaves out a run that never goes on air', async () => {
    const account = await newAdvertiserAccount();
    const late = await newConfirmedCampaign(admin, account.advertiserId, { cycles: 1 });
    const never = await newConfirmedCampaign(admin, account.advertiserId, { cycles: 1 });
    await version(late.campaignId, late.startsOn);
    await version(never.campaignId, never.startsOn);
    // Mid-afternoon UTC is the same day in Toronto, summer or winter.
    const goLive = async (campaign: string, day: string) => {
      const { error } = await admin.rpc('set_go_live', { p_campaign: campaign, p_at: `${day}T17:00:00Z`, p_reason: 'Artwork arrived late' });
      expect(error).toBeNull();
    };
    await goLive(late.campaignId, addDays(late.startsOn, 3));
    await goLive(never.campaignId, addDays(never.startsOn, 28));

    const { data, error } = await admin.rpc('player_loading_list', { p_from: late.startsOn, p_until: addDays(late.startsOn, 60) });
    expect(error).toBeNull();
    const runs = data as unknown as LoadingRun[];
    expect(runs.filter((r) => r.campaign_id === late.campaignId)).toEqual([
      expect.objectContaining({ location_id: late.boardIds[0], load_on: addDays(late.startsOn, 3), last_day: addDays(late.startsOn, 27) }),
    ]);
    expect(runs.filter((r) => r.campaign_id === never.campaignId)).toEqual([]);
  }, 60_000);

  it('refuses anyone but the admin', async () => {
    const args = { p_from: sale.startsOn, p_until: addDays(sale.startsOn, 120) };
    expect((await (advertiser.client as Client).rpc('player_loading_list', args)).error?.code).toBe('42501');
    const anon = await (anonClient() as Client).rpc('player_loading_list', args);
    expect(anon.error).not.toBeNull();
    expect(anon.data).toBeNull();
  }, 30_000);
});
