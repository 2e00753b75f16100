// Approved artwork published to the boards' Xibo CMS, on the local backend and
// its Xibo stand-in: the approval writes a message in its own transaction, and
// the xibo-publishing job uploads the version's file to the library and
// schedules it on the board's display group once each; a cancellation removes
// the event once; a failed call is on the timeline and tried again without
// repeating what succeeded; a newer version ends the older one's event where
// it starts, and a change of the campaign's dates moves its events, each once;
// a make-good's extra days are an event of their own, scheduled once, and
// still reach a board given a display group after the campaign completed,
// while nothing already over is scheduled; a credit and a board outside Xibo
// write no message; and a site without a CMS configured sends nothing.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ARTWORK_BUCKET } from '../../supabase/functions/_shared/business-rules';
import { addDays } from '../../supabase/functions/_shared/booking-cycles';
import { xiboDateTime } from '../../supabase/functions/_shared/xibo-gateway';
import { XIBO_SKIPS } from '../../supabase/functions/_shared/xibo-publishing';
import { LOCAL_XIBO_CLIENT_ID, LOCAL_XIBO_CLIENT_SECRET } from '../../supabase/local/xibo/keys';
import {
  backendUrl,
  campaignEndsOn,
  LOCAL_SERVICE_ROLE_KEY,
  newAdvertiserAccount,
  newConfirmedCampaign,
  outboxDueNow,
  rawFetch,
  reportCyclesAsOf,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  startCampaignCycleEarlier,
  TINY_PNG,
} from './helpers';

const DISPLAY_GROUP = 42;
const JOB = 'xibo-publishing';

interface ReceivedCall {
  method: string;
  path: string;
  status: number;
  fields: Record<string, string[]>;
  file: { name: string; type: string; size: number } | null;
}

interface StandIn {
  received: ReceivedCall[];
  events: { eventId: number; mediaId: number; displayGroupIds: number[] }[];
  media: { mediaId: number; name: string }[];
}

async function xibo<T>(action: string, body?: unknown): Promise<T> {
  const res = await rawFetch(`/__local/xibo/${action}`, {
    key: LOCAL_SERVICE_ROLE_KEY,
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`/__local/xibo/${action}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const standIn = () => xibo<StandIn>('state');

function must<R extends { data: unknown; error: { message: string } | null }>(result: R): NonNullable<R['data']> {
  if (result.error) throw new Error(result.error.message);
  return result.data as NonNullable<R['data']>;
}

let admin: SupabaseClient;

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
});

/** A checked version `n` of the campaign's artwork, waiting for review, for the cycle starting `appliesFrom`. */
async function addVersion(campaignId: string, n: number, appliesFrom: string): Promise<string> {
  const service = serviceClient();
  const path = `campaigns/${campaignId}/${randomUUID()}.png`;
  must(await service.storage.from(ARTWORK_BUCKET).upload(path, TINY_PNG, { contentType: 'image/png' }));
  must(
    await service.from('artwork_files').insert({
      object_path: path,
      campaign_id: campaignId,
      content_type: 'image/png',
      declared_bytes: TINY_PNG.length,
      checked_at: new Date().toISOString(),
      width: 1,
      height: 1,
      bytes: TINY_PNG.length,
    }),
  );
  const version = must(
    await service
      .from('artwork_versions')
      .insert({
        campaign_id: campaignId,
        version: n,
        storage_path: path,
        content_type: 'image/png',
        width: 1,
        height: 1,
        bytes: TINY_PNG.length,
        applies_from: appliesFrom,
      })
      .select('id')
      .single(),
  );
  return version.id as string;
}

/**
 * A confirmed campaign on a board in Xibo, with a checked version 1 of its artwork waiting for review; its bookings
 * started `cyclesEarlier` cycles before the next cycle (so that many of its cycles have begun).
 */
async function campaignWithArtwork({ cyclesEarlier = 0 } = {}): Promise<{
  campaignId: string;
  reference: string;
  versionId: string;
  boardId: string;
  startsOn: string;
  advertiser: SupabaseClient;
}> {
  const { advertiserId, user } = await newAdvertiserAccount();
  const sale = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
  const boardId = sale.boardIds[0]!;
  must(await admin.from('board_xibo_display_groups').insert({ location_id: boardId, display_group_id: DISPLAY_GROUP }));
  let startsOn = sale.startsOn;
  for (let i = 0; i < cyclesEarlier; i += 1) [startsOn] = (await startCampaignCycleEarlier(sale.campaignId)) as [string];
  const versionId = await addVersion(sale.campaignId, 1, startsOn);
  const campaign = must(await admin.from('campaigns').select('reference').eq('id', sale.campaignId).single());
  return {
    campaignId: sale.campaignId,
    reference: campaign.reference as string,
    versionId,
    boardId,
    startsOn,
    advertiser: user.client,
  };
}

/** A campaign on a board in Xibo whose first cycle has ended and is reported with no plays delivered, so a make-good is owed. */
async function reportedCampaign(): Promise<Awaited<ReturnType<typeof campaignWithArtwork>>> {
  const sale = await campaignWithArtwork({ cyclesEarlier: 2 });
  must(await serviceClient().from('billboard_locations').update({ operating_hours: '24 hours' }).eq('id', sale.boardId));
  expect(await reportCyclesAsOf(addDays(sale.startsOn, 28))).toBeGreaterThanOrEqual(1);
  return sale;
}

const approve = async (versionId: string) => must(await admin.rpc('approve_artwork', { p_version: versionId }));

async function run(): Promise<void> {
  const result = await runScheduledJob(JOB);
  expect(result.ok, result.error).toBe(true);
}

async function timeline(campaignId: string): Promise<{ action: string; details: Record<string, unknown> }[]> {
  const events = must(await admin.from('campaign_events').select('action, details').eq('campaign_id', campaignId).order('id'));
  return (events as { action: string; details: Record<string, unknown> }[]).filter((e) => e.action.startsWith('xibo_'));
}

async function messages(
  campaignId: string,
): Promise<{ kind: string; attempts: number; sent_at: string | null; last_error: string | null; next_attempt_at: string | null }[]> {
  const rows = must(await admin.rpc('campaign_messages', { p_campaign: campaignId })) as {
    kind: string;
    attempts: number;
    sent_at: string | null;
    last_error: string | null;
    next_attempt_at: string | null;
  }[];
  return rows.filter((m) => m.kind.startsWith('xibo_'));
}

const calls = (state: StandIn, method: string, path: RegExp) => state.received.filter((c) => c.method === method && path.test(c.path));

describe('publishing approved artwork to Xibo', () => {
  it('uploads the file and schedules it on the board’s display group once, from go-live to the campaign’s end, and removes it once on cancellation', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    const { campaignId, reference, versionId, boardId } = await campaignWithArtwork();
    await approve(versionId);
    await run();
    await run();

    let state = await standIn();
    const uploads = calls(state, 'POST', /^\/library$/);
    const schedules = calls(state, 'POST', /^\/schedule$/);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.file).toMatchObject({ name: `${reference}-v1.png`, type: 'image/png', size: TINY_PNG.length });
    expect(uploads[0]!.fields.name).toEqual([`${reference}-v1.png`]);
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.status).toBe(201);
    const mediaId = state.media[0]!.mediaId;
    const goLive = must(await admin.from('campaign_go_live').select('go_live_at').eq('campaign_id', campaignId).single());
    const endsOn = await campaignEndsOn(admin, campaignId);
    expect(schedules[0]!.fields).toMatchObject({
      eventTypeId: ['7'],
      mediaId: [String(mediaId)],
      'displayGroupIds[]': [String(DISPLAY_GROUP)],
      fromDt: [xiboDateTime(new Date(goLive.go_live_at as string))],
      toDt: [`${addDays(endsOn!, 1)} 00:00:00`],
    });
    expect(state.events).toEqual([expect.objectContaining({ mediaId, displayGroupIds: [DISPLAY_GROUP] })]);
    const eventId = state.events[0]!.eventId;
    expect((await timeline(campaignId)).map((e) => e.action)).toEqual(['xibo_uploaded', 'xibo_scheduled']);
    expect(await messages(campaignId)).toEqual([expect.objectContaining({ kind: 'xibo_publish', last_error: null, sent_at: expect.any(String) })]);

    must(await admin.rpc('cancel_campaign', { p_campaign: campaignId, p_reason: 'Cancelled in writing' }));
    await run();
    await run();
    state = await standIn();
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/).map((c) => [c.path, c.status])).toEqual([[`/schedule/${eventId}`, 204]]);
    expect(state.events).toEqual([]);
    const events = await timeline(campaignId);
    expect(events.map((e) => e.action)).toEqual(['xibo_uploaded', 'xibo_scheduled', 'xibo_unscheduled']);
    expect(events[2]!.details).toMatchObject({ event_id: eventId });
    const removed = must(await admin.from('xibo_events').select('event_id, removed_at').eq('campaign_id', campaignId));
    expect(removed).toEqual([{ event_id: eventId, removed_at: expect.any(String) }]);

    // A publication still making its calls when the cancellation came: the event it records afterwards is removed too.
    const late = {
      event_id: eventId + 100,
      location_id: boardId,
      display_group_id: DISPLAY_GROUP,
      from_at: '2027-01-04T05:00:00Z',
      to_at: '2027-02-01T05:00:00Z',
    };
    must(
      await serviceClient().rpc('record_xibo_schedule', {
        p_message: 0,
        p_version: versionId,
        p_location: late.location_id,
        p_event_id: late.event_id,
        p_display_group: late.display_group_id,
        p_from: late.from_at,
        p_to: late.to_at,
      }),
    );
    await run();
    state = await standIn();
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/).map((c) => [c.path, c.status])).toEqual([
      [`/schedule/${eventId}`, 204],
      [`/schedule/${late.event_id}`, 404],
    ]);
    expect((await timeline(campaignId)).at(-1)).toMatchObject({ action: 'xibo_unscheduled', details: { event_id: late.event_id, already_gone: true } });
  });

  it('records a failed call on the timeline and retries it after its backoff without uploading again', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    await xibo('fail', { call: 'schedule', times: 1, status: 500, message: 'Unexpected Error, please contact support.' });
    const { campaignId, versionId } = await campaignWithArtwork();
    await approve(versionId);
    await run();

    let state = await standIn();
    expect(calls(state, 'POST', /^\/library$/)).toHaveLength(1);
    expect(calls(state, 'POST', /^\/schedule$/).map((c) => c.status)).toEqual([500]);
    expect(state.events).toEqual([]);
    const [failed] = await messages(campaignId);
    expect(failed).toMatchObject({ kind: 'xibo_publish', sent_at: null, last_error: 'Xibo answered 500: Unexpected Error, please contact support.' });
    expect(failed!.next_attempt_at).not.toBeNull();
    // On the staff's worklist as a call to Xibo, addressed to no one (never the advertiser's address).
    const worklist = must(await admin.rpc('staff_worklist')) as {
      failed_messages: { items: { campaign_id: string; kind: string; recipient: string | null }[] };
    };
    expect(worklist.failed_messages.items.filter((m) => m.campaign_id === campaignId)).toEqual([
      expect.objectContaining({ kind: 'xibo_publish', recipient: null }),
    ]);
    expect((await timeline(campaignId)).map((e) => [e.action, e.details.given_up ?? null])).toEqual([
      ['xibo_uploaded', null],
      ['xibo_failed', false],
    ]);

    // Not due yet: the backoff holds it back.
    await run();
    expect(calls(await standIn(), 'POST', /^\/schedule$/)).toHaveLength(1);

    await outboxDueNow();
    await run();
    state = await standIn();
    expect(calls(state, 'POST', /^\/library$/)).toHaveLength(1);
    expect(calls(state, 'POST', /^\/schedule$/).map((c) => c.status)).toEqual([500, 201]);
    expect(state.events).toHaveLength(1);
    expect((await timeline(campaignId)).map((e) => e.action)).toEqual(['xibo_uploaded', 'xibo_failed', 'xibo_scheduled']);
    expect(await messages(campaignId)).toEqual([expect.objectContaining({ kind: 'xibo_publish', last_error: null, sent_at: expect.any(String) })]);
  });

  it('ends the older version’s event where a newer version starts, or deletes it when the newer one starts no later, each once despite a failed call and a second run', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    const { campaignId, reference, versionId, startsOn } = await campaignWithArtwork();
    await approve(versionId);
    await run();
    const firstEvent = (await standIn()).events[0]!.eventId;

    const secondCycle = addDays(startsOn, 28);
    const second = await addVersion(campaignId, 2, secondCycle);
    await approve(second);
    await xibo('fail', { call: 'edit', times: 1, status: 500, message: 'Unexpected Error, please contact support.' });
    await run();
    await outboxDueNow();
    await run();
    await run();

    let state = await standIn();
    const edits = calls(state, 'PUT', /^\/schedule\/\d+$/);
    expect(edits.map((c) => [c.path, c.status])).toEqual([
      [`/schedule/${firstEvent}`, 500],
      [`/schedule/${firstEvent}`, 200],
    ]);
    const schedules = calls(state, 'POST', /^\/schedule$/);
    expect(schedules.map((c) => c.status)).toEqual([201, 201]);
    const first = schedules[0]!.fields;
    // Xibo's edit sets every field again: the same event, ending where version 2 starts.
    expect(edits[1]!.fields).toMatchObject({
      eventTypeId: ['7'],
      mediaId: first.mediaId,
      'displayGroupIds[]': [String(DISPLAY_GROUP)],
      fromDt: first.fromDt,
      toDt: [`${secondCycle} 00:00:00`],
      name: [`${reference}-v1.png`],
    });
    expect(schedules[1]!.fields).toMatchObject({ fromDt: [`${secondCycle} 00:00:00`], toDt: first.toDt, name: [`${reference}-v2.png`] });
    expect(calls(state, 'POST', /^\/library$/).map((c) => c.file?.name)).toEqual([`${reference}-v1.png`, `${reference}-v2.png`]);
    expect(state.events.map((e) => e.eventId)).toHaveLength(2);
    expect((await timeline(campaignId)).map((e) => e.action)).toEqual([
      'xibo_uploaded',
      'xibo_scheduled',
      'xibo_failed',
      'xibo_rescheduled',
      'xibo_uploaded',
      'xibo_scheduled',
    ]);
    const rows = must(
      await admin.from('xibo_events').select('event_id, version_id, to_at, rescheduled_at, removed_at').eq('campaign_id', campaignId).order('event_id'),
    ) as { event_id: number; version_id: string; to_at: string; rescheduled_at: string | null; removed_at: string | null }[];
    expect(rows.map((r) => [r.event_id === firstEvent, r.version_id, r.rescheduled_at !== null, r.removed_at])).toEqual([
      [true, versionId, true, null],
      [false, second, false, null],
    ]);
    expect(xiboDateTime(new Date(rows[0]!.to_at))).toBe(`${secondCycle} 00:00:00`);

    // Version 3 for the same cycle: version 2's event would start no earlier, so it goes; version 1's stays as it is.
    const third = await addVersion(campaignId, 3, secondCycle);
    await approve(third);
    await run();
    await run();
    state = await standIn();
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/).map((c) => [c.path, c.status])).toEqual([[`/schedule/${rows[1]!.event_id}`, 204]]);
    expect(calls(state, 'PUT', /^\/schedule\/\d+$/)).toHaveLength(2);
    expect(calls(state, 'POST', /^\/schedule$/).at(-1)!.fields).toMatchObject({ fromDt: [`${secondCycle} 00:00:00`], name: [`${reference}-v3.png`] });
    expect(state.events.map((e) => e.eventId)).toEqual([firstEvent, expect.any(Number)]);
    expect((await timeline(campaignId)).slice(6).map((e) => e.action)).toEqual(['xibo_unscheduled', 'xibo_uploaded', 'xibo_scheduled']);
  });

  it('moves the standing events to the campaign’s new dates once per change, and removes one its dates no longer cover', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    const { campaignId, versionId, startsOn } = await campaignWithArtwork();
    await approve(versionId);
    await run();
    const eventId = (await standIn()).events[0]!.eventId;
    const edits = async () =>
      calls(await standIn(), 'PUT', /^\/schedule\/\d+$/).map((c) => ({ path: c.path, status: c.status, fromDt: c.fields.fromDt, toDt: c.fields.toDt }));
    async function campaignDates(): Promise<{ fromDt: string[]; toDt: string[]; endsOn: string }> {
      const goLive = must(await admin.from('campaign_go_live').select('go_live_at').eq('campaign_id', campaignId).single());
      const endsOn = (await campaignEndsOn(admin, campaignId))!;
      return { fromDt: [xiboDateTime(new Date(goLive.go_live_at as string))], toDt: [`${addDays(endsOn, 1)} 00:00:00`], endsOn };
    }

    const later = addDays(startsOn, 28);
    must(await admin.rpc('move_campaign', { p_campaign: campaignId, p_starts_on: later, p_reason: 'Asked to start later' }));
    await run();
    await run();
    const moved = await campaignDates();
    expect(moved.fromDt).toEqual([`${later} 00:00:00`]);
    expect(await edits()).toEqual([{ path: `/schedule/${eventId}`, status: 200, fromDt: moved.fromDt, toDt: moved.toDt }]);

    must(await admin.rpc('extend_campaign', { p_campaign: campaignId, p_ends_on: moved.endsOn, p_cycles: 1, p_reason: 'Asked for more' }));
    await run();
    await run();
    const extended = await campaignDates();
    expect((await edits()).slice(1)).toEqual([{ path: `/schedule/${eventId}`, status: 200, fromDt: moved.fromDt, toDt: extended.toDt }]);

    // A go-live after the campaign's last day: nothing of it is left to show.
    must(await admin.rpc('set_go_live', { p_campaign: campaignId, p_at: `${addDays(extended.endsOn, 2)}T17:00:00Z`, p_reason: 'Board down for the run' }));
    await run();
    await run();
    const state = await standIn();
    expect(calls(state, 'PUT', /^\/schedule\/\d+$/)).toHaveLength(2);
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/).map((c) => [c.path, c.status])).toEqual([[`/schedule/${eventId}`, 204]]);
    expect(state.events).toEqual([]);
    expect((await timeline(campaignId)).map((e) => e.action)).toEqual([
      'xibo_uploaded',
      'xibo_scheduled',
      'xibo_rescheduled',
      'xibo_rescheduled',
      'xibo_unscheduled',
    ]);
    expect((await messages(campaignId)).map((m) => [m.kind, m.sent_at !== null])).toEqual(Array(4).fill(['xibo_publish', true]));
  });

  it('schedules a make-good’s extra days on the board as an event of their own, once despite a second run', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    // Its first cycle has ended and is reported: the board, open all day, owed plays and delivered none.
    const { campaignId, reference, versionId, boardId, startsOn } = await campaignWithArtwork({ cyclesEarlier: 2 });
    must(await serviceClient().from('billboard_locations').update({ operating_hours: '24 hours' }).eq('id', boardId));
    expect(await reportCyclesAsOf(addDays(startsOn, 28))).toBe(1);
    await approve(versionId);
    await run();
    const before = calls(await standIn(), 'POST', /^\/schedule$/).length;

    must(await admin.rpc('record_make_good', { p_campaign: campaignId, p_location: boardId, p_cycle_start: startsOn, p_kind: 'extra_days', p_days: 3 }));
    // Written with the make-good, in its transaction.
    expect((await messages(campaignId)).filter((m) => m.sent_at === null)).toEqual([expect.objectContaining({ kind: 'xibo_publish' })]);
    await run();
    await run();

    const made = must(await admin.from('make_goods').select('id, starts_on').eq('campaign_id', campaignId).single()) as { id: string; starts_on: string };
    const state = await standIn();
    const schedules = calls(state, 'POST', /^\/schedule$/).slice(before);
    expect(schedules.map((c) => c.status)).toEqual([201]);
    expect(schedules[0]!.fields).toMatchObject({
      eventTypeId: ['7'],
      mediaId: [String(state.media[0]!.mediaId)],
      'displayGroupIds[]': [String(DISPLAY_GROUP)],
      fromDt: [`${made.starts_on} 00:00:00`],
      toDt: [`${addDays(made.starts_on, 3)} 00:00:00`],
      name: [`${reference}-v1.png`],
    });
    expect(calls(state, 'PUT', /^\/schedule\/\d+$/)).toEqual([]);
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/)).toEqual([]);
    expect((await timeline(campaignId)).at(-1)).toMatchObject({ action: 'xibo_scheduled', details: { make_good_id: made.id } });
    const standing = must(await admin.from('xibo_events').select('event_id, make_good_id').eq('campaign_id', campaignId).eq('make_good_id', made.id));
    expect(standing).toHaveLength(1);
    expect((await messages(campaignId)).every((m) => m.sent_at !== null && m.last_error === null)).toBe(true);
  });

  it('writes no Xibo message for a credit, nor for extra days on a board outside Xibo', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    const credited = await reportedCampaign();
    await approve(credited.versionId);
    await run();
    must(
      await admin.rpc('record_make_good', {
        p_campaign: credited.campaignId,
        p_location: credited.boardId,
        p_cycle_start: credited.startsOn,
        p_kind: 'credit',
        p_credit_cents: 5000,
      }),
    );
    expect((await messages(credited.campaignId)).filter((m) => m.sent_at === null)).toEqual([]);

    const outside = await reportedCampaign();
    must(await admin.from('board_xibo_display_groups').delete().eq('location_id', outside.boardId));
    await approve(outside.versionId);
    must(
      await admin.rpc('record_make_good', {
        p_campaign: outside.campaignId,
        p_location: outside.boardId,
        p_cycle_start: outside.startsOn,
        p_kind: 'extra_days',
        p_days: 3,
      }),
    );
    expect(await messages(outside.campaignId)).toEqual([]);
  });

  it('publishes a completed campaign’s make-good days still to come once its board is given a display group', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    const { campaignId, versionId, boardId, startsOn } = await reportedCampaign();
    must(await admin.from('board_xibo_display_groups').delete().eq('location_id', boardId));
    await approve(versionId);
    must(await admin.rpc('record_make_good', { p_campaign: campaignId, p_location: boardId, p_cycle_start: startsOn, p_kind: 'extra_days', p_days: 3 }));
    await runScheduledJob('campaign-lifecycle');
    must(await admin.rpc('complete_campaign', { p_campaign: campaignId, p_reason: 'Ended early' }));
    expect(await messages(campaignId)).toEqual([]);

    must(await admin.from('board_xibo_display_groups').insert({ location_id: boardId, display_group_id: DISPLAY_GROUP }));
    await run();
    await run();
    const made = must(await admin.from('make_goods').select('id, starts_on').eq('campaign_id', campaignId).single()) as { id: string; starts_on: string };
    const standing = must(await admin.from('xibo_events').select('make_good_id, from_at, to_at').eq('campaign_id', campaignId).order('from_at'));
    // The booked run to its end, which is still to come here, and the make-good's days after it.
    expect(standing.map((e) => e.make_good_id)).toEqual([null, made.id]);
    expect(calls(await standIn(), 'POST', /^\/schedule$/).map((c) => c.status)).toEqual([201, 201]);
  });

  it('schedules nothing already over when a board is given a display group after the campaign’s run ended', async () => {
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP] });
    // Two cycles that began three cycles before the next: both are over.
    const { campaignId, versionId, boardId } = await campaignWithArtwork({ cyclesEarlier: 3 });
    must(await admin.from('board_xibo_display_groups').delete().eq('location_id', boardId));
    await approve(versionId);
    must(await admin.from('board_xibo_display_groups').insert({ location_id: boardId, display_group_id: DISPLAY_GROUP }));
    await run();
    // The board's message was written and worked, and found nothing still to come.
    expect((await messages(campaignId)).map((m) => [m.kind, m.attempts, m.last_error])).toEqual([['xibo_publish', 1, XIBO_SKIPS.noBoards]]);
    expect(calls(await standIn(), 'POST', /^\/schedule$/)).toEqual([]);
    expect(must(await admin.from('xibo_events').select('event_id').eq('campaign_id', campaignId))).toEqual([]);
  });

  it('publishes a board’s approved artwork once the staff give it a display group, and moves it when the group changes', async () => {
    const otherGroup = DISPLAY_GROUP + 1;
    await xibo('config', { configured: true, displayGroupIds: [DISPLAY_GROUP, otherGroup] });
    const { campaignId, versionId, boardId } = await campaignWithArtwork();
    must(await admin.from('board_xibo_display_groups').delete().eq('location_id', boardId));
    await approve(versionId);
    expect(await messages(campaignId)).toEqual([]);

    must(await admin.from('board_xibo_display_groups').insert({ location_id: boardId, display_group_id: DISPLAY_GROUP }));
    await run();
    await run();
    let state = await standIn();
    expect(state.events.map((e) => e.displayGroupIds)).toEqual([[DISPLAY_GROUP]]);
    const firstEvent = state.events[0]!.eventId;

    must(await admin.from('board_xibo_display_groups').update({ display_group_id: otherGroup }).eq('location_id', boardId));
    await run();
    await run();
    state = await standIn();
    expect(calls(state, 'DELETE', /^\/schedule\/\d+$/).map((c) => [c.path, c.status])).toEqual([[`/schedule/${firstEvent}`, 204]]);
    expect(state.events.map((e) => e.displayGroupIds)).toEqual([[otherGroup]]);
    expect(calls(state, 'POST', /^\/library$/)).toHaveLength(1);
    expect((await timeline(campaignId)).map((e) => e.action)).toEqual(['xibo_uploaded', 'xibo_scheduled', 'xibo_unscheduled', 'xibo_scheduled']);
  });

  it('works one campaign’s messages one at a time: none is claimed while another of the campaign’s is, even by two claims at once', async () => {
    const { campaignId, versionId, startsOn } = await campaignWithArtwork();
    await approve(versionId);
    must(await admin.rpc('set_go_live', { p_campaign: campaignId, p_at: `${startsOn}T17:00:00Z`, p_reason: 'Board ready at noon' }));
    expect((await messages(campaignId)).map((m) => m.kind)).toEqual(['xibo_publish', 'xibo_publish']);
    const service = serviceClient();
    const claim = async () =>
      (must(await service.rpc('claim_xibo_messages', { p_limit: 20, p_lease_seconds: 600 })) as { id: number; campaign_id: string }[]).filter(
        (m) => m.campaign_id === campaignId,
      );
    const claimed = (await Promise.all([claim(), claim()])).flat();
    expect(claimed).toHaveLength(1);
    expect(await claim()).toEqual([]);
    must(await service.rpc('finish_xibo_message', { p_id: claimed[0]!.id, p_outcome: 'done', p_error: null }));
    expect(await claim()).toHaveLength(1);
  });

  it('sends nothing without a Xibo CMS configured, and sets the message aside with the reason; the boards’ display groups are the staff’s alone', async () => {
    const { campaignId, versionId, boardId, advertiser } = await campaignWithArtwork();
    expect((await advertiser.from('board_xibo_display_groups').select('location_id')).data).toEqual([]);
    expect((await advertiser.from('board_xibo_display_groups').insert({ location_id: boardId, display_group_id: 7 })).error).not.toBeNull();
    expect((await advertiser.from('board_xibo_display_groups').update({ display_group_id: 7 }).eq('location_id', boardId).select()).data).toEqual([]);
    await approve(versionId);
    await run();
    const state = await standIn();
    expect(state.received).toEqual([]);
    expect(await messages(campaignId)).toEqual([
      expect.objectContaining({ kind: 'xibo_publish', sent_at: null, next_attempt_at: null, last_error: XIBO_SKIPS.notConfigured }),
    ]);
    expect(await timeline(campaignId)).toEqual([]);
    expect(must(await admin.from('board_xibo_display_groups').select('display_group_id'))).toEqual([{ display_group_id: DISPLAY_GROUP }]);
  });
});

describe('the Xibo stand-in answers as Xibo does', () => {
  const api = (path: string, init: RequestInit = {}) => fetch(`${backendUrl()}/xibo/api${path}`, init);

  async function token(): Promise<string> {
    const res = await api('/authorize/access_token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: LOCAL_XIBO_CLIENT_ID, client_secret: LOCAL_XIBO_CLIENT_SECRET }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token_type: string; expires_in: number; access_token: string };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    return body.access_token;
  }

  it('refuses a call without a token, a wrong client, a media event without its media, an unknown event to edit or delete and a file it does not take', async () => {
    const denied = await api('/schedule', { method: 'POST', body: new URLSearchParams({ eventTypeId: '7' }) });
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: 'access_denied', hint: 'Missing "Authorization" header' });

    const wrongClient = await api('/authorize/access_token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: LOCAL_XIBO_CLIENT_ID, client_secret: 'not-it' }),
    });
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: 'invalid_client', error_description: 'Client authentication failed' });

    const authorization = `Bearer ${await token()}`;
    const noMedia = await api('/schedule', {
      method: 'POST',
      headers: { authorization },
      body: new URLSearchParams({ eventTypeId: '7', 'displayGroupIds[]': '1', fromDt: '2027-01-04 00:00:00', toDt: '2027-02-01 00:00:00' }),
    });
    expect(noMedia.status).toBe(422);
    expect(await noMedia.json()).toEqual({ error: 422, message: 'MediaId is required when scheduling media events.', property: null, help: null });

    const unknown = await api('/schedule/999', { method: 'DELETE', headers: { authorization } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 404, message: 'Not Found', property: null, help: null });
    // Schedule::edit finds the event before it reads the form.
    const unknownEdit = await api('/schedule/999', { method: 'PUT', headers: { authorization }, body: new URLSearchParams({ eventTypeId: '7' }) });
    expect(unknownEdit.status).toBe(404);
    expect(await unknownEdit.json()).toEqual({ error: 404, message: 'Not Found', property: null, help: null });

    const form = new FormData();
    form.append('files', new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const refusedFile = await api('/library', { method: 'POST', headers: { authorization }, body: form });
    expect(refusedFile.status).toBe(200);
    expect(await refusedFile.json()).toEqual({ files: [{ name: 'notes.txt', size: 5, type: 'text/plain', error: 'Filetype not allowed' }] });
  });
});
