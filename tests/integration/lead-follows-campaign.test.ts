// A lead follows the campaign made from it, decided by the database in the
// transaction of each change of the campaign's status: a request waiting for
// an answer is "in progress", a sale is "won", a campaign that ended before it
// ran is "lost" with the reason, and the inbox reads both as the admin.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import type { Database } from '../../src/types/database';
import { newBoard, newLead, resetBackend, runScheduledJob, serviceClient, signInAsAdmin } from './helpers';

type Action = 'confirm_campaign' | 'decline_campaign' | 'cancel_campaign' | 'mark_campaign_live';

let admin: SupabaseClient<Database>;
let service: SupabaseClient<Database>;
let startsOn: string;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as SupabaseClient<Database>;
  service = serviceClient() as SupabaseClient<Database>;
  startsOn = nextCycleStarts(new Date(), 3, site.bookingCycles)[2]!;
});

/** A prospect's request on a fresh board, stored as the contact function stores it. */
async function request(): Promise<{ lead: string; campaign: string }> {
  const lead = await newLead({ company: 'Following Co' });
  const board = await newBoard(3);
  const { data, error } = await service.rpc('request_bookings', { p_lead_id: lead, p_location_ids: [board.id], p_starts_on: startsOn, p_cycles: 1 });
  if (error || data?.length) throw new Error(`request failed: ${error?.message ?? 'board full'}`);
  const { data: campaign } = await service.from('campaigns').select('id').eq('lead_id', lead).single();
  return { lead, campaign: campaign!.id };
}

async function act(action: Action, campaign: string, reason: string | null = null): Promise<void> {
  const { error } = await admin.rpc(action, { p_campaign: campaign, p_reason: reason ?? undefined });
  if (error) throw new Error(`${action}: ${error.message}`);
}

/** The lead as the admin's inbox reads it. */
async function lead(id: string): Promise<{ status: string; status_reason: string | null }> {
  const { data, error } = await admin.from('contact_inquiries').select('status, status_reason').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

describe('the lead follows its campaign', () => {
  it('a request makes its lead in progress, and the confirmation wins it', async () => {
    const { lead: id, campaign } = await request();
    expect(await lead(id)).toEqual({ status: 'in_progress', status_reason: null });
    await act('confirm_campaign', campaign);
    expect(await lead(id)).toEqual({ status: 'won', status_reason: null });
  });

  it('a declined request loses its lead, with the staff’s reason', async () => {
    const { lead: id, campaign } = await request();
    await act('decline_campaign', campaign, 'The dates are taken by a season sponsor');
    expect(await lead(id)).toEqual({ status: 'lost', status_reason: 'Declined: The dates are taken by a season sponsor' });
  });

  it('a request whose hold ran out is lost as expired', async () => {
    const { lead: id, campaign } = await request();
    await service
      .from('bookings')
      .update({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('campaign_id', campaign);
    expect(await runScheduledJob('campaign-lifecycle')).toMatchObject({ ok: true });
    expect(await lead(id)).toEqual({ status: 'lost', status_reason: 'Expired: the hold on its dates ran out before it was confirmed' });
  });

  it('a sale cancelled before its start is lost; one cancelled after it ran stays won', async () => {
    const before = await request();
    await act('confirm_campaign', before.campaign);
    await act('cancel_campaign', before.campaign, 'The customer closed the shop');
    expect(await lead(before.lead)).toEqual({ status: 'lost', status_reason: 'Cancelled before the start: The customer closed the shop' });

    const after = await request();
    await act('confirm_campaign', after.campaign);
    await act('mark_campaign_live', after.campaign);
    await act('cancel_campaign', after.campaign, 'Ended early');
    expect(await lead(after.lead)).toEqual({ status: 'won', status_reason: null });
  });

  it('a refused change leaves the lead as it was; a status the staff pick drops the database’s reason', async () => {
    const { lead: id, campaign } = await request();
    await act('decline_campaign', campaign, 'No slot');
    // A declined campaign cannot be confirmed: the refusal rolls back, the lead stays lost.
    const refused = await admin.rpc('confirm_campaign', { p_campaign: campaign });
    expect(refused.error?.details).toBe('campaign_transition');
    expect(await lead(id)).toEqual({ status: 'lost', status_reason: 'Declined: No slot' });

    const { error } = await admin.from('contact_inquiries').update({ status: 'contacted' }).eq('id', id);
    expect(error).toBeNull();
    expect(await lead(id)).toEqual({ status: 'contacted', status_reason: null });
  });

  it('a lead with no campaign keeps the status the staff gave it', async () => {
    const id = await newLead();
    expect(await lead(id)).toEqual({ status: 'new', status_reason: null });
  });
});
