// An advertiser's artwork over HTTP: the upload through the artwork-version
// function (a signed URL into the campaign's private folder, then the check
// of the file's bytes), the rules the database keeps for anon, another
// advertiser and the admin, the staff's decisions with who and when, the
// deadline, the go-live rule and what runs.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/types/database';
import { artworkDeadline, goLiveAt, nextOpenCycle } from '../../supabase/functions/_shared/artwork-schedule';
import { addDays, campaignCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { ARTWORK_VERSION_MESSAGES } from '../../supabase/functions/artwork-version/handler';
import { blackPng } from '../e2e/png';
import {
  anonClient,
  backendUrl,
  LOCAL_ANON_KEY,
  newAdvertiserAccount,
  newConfirmedCampaign,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  signInAsAdmin,
  type CreatedUser,
} from './helpers';

type Client = SupabaseClient<Database>;

const HTML = new TextEncoder().encode('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

let admin: Client;
let adminId: string;
let ann: CreatedUser;
let bob: CreatedUser;
let annCampaign: string;
let annBoard: string;
let annStarts: string;
let bobCampaign: string;

function call(body: unknown, token: string = LOCAL_ANON_KEY): Promise<Response> {
  return fetch(`${backendUrl()}/functions/v1/artwork-version`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const tokenOf = (user: CreatedUser) => user.session.access_token;

interface Prepared {
  path: string;
  signedUrl: string;
}

/** The first cycle of the campaign (and board) still open for artwork, by the database's own rule. */
async function openCycle(campaignId: string, locationId: string | null = null): Promise<string> {
  const { data, error } = await admin.rpc('artwork_next_open_cycle', { p_campaign: campaignId, ...(locationId ? { p_location: locationId } : {}) });
  expect(error).toBeNull();
  return data as string;
}

async function prepare(
  user: CreatedUser,
  campaignId: string,
  contentType = 'image/png',
  size = 1000,
  locationId: string | null = null,
  appliesFrom?: string,
): Promise<Response> {
  const cycle = appliesFrom ?? (await openCycle(campaignId, locationId));
  return call({ campaignId, locationId, appliesFrom: cycle, fileName: contentType === 'image/png' ? 'ad.png' : 'ad.jpg', contentType, size }, tokenOf(user));
}

/** Prepares, uploads the bytes to the signed URL as the browser would, and submits; the submit's answer. */
async function upload(
  user: CreatedUser,
  campaignId: string,
  bytes: Uint8Array,
  options: { contentType?: string; locationId?: string | null; appliesFrom?: string; replaces?: string } = {},
): Promise<{ res: Response; path: string }> {
  const contentType = options.contentType ?? 'image/png';
  const appliesFrom = options.appliesFrom ?? (await openCycle(campaignId, options.locationId ?? null));
  const prepared = await prepare(user, campaignId, contentType, bytes.length, options.locationId ?? null, appliesFrom);
  expect(prepared.status).toBe(200);
  const { path, signedUrl } = (await prepared.json()) as Prepared;
  const put = await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const res = await call({ submit: path, appliesFrom, ...(options.replaces ? { replaces: options.replaces } : {}) }, tokenOf(user));
  return { res, path };
}

beforeAll(async () => {
  await resetBackend();
  const signedIn = await signInAsAdmin();
  admin = signedIn.client as Client;
  adminId = signedIn.user.id;
  const a = await newAdvertiserAccount(`Ann's Bakery ${randomUUID().slice(0, 6)}`);
  ann = a.user;
  // Two cycles, so a cycle whose deadline is open exists whatever today is.
  const annSale = await newConfirmedCampaign(admin, a.advertiserId, { cycles: 2 });
  annCampaign = annSale.campaignId;
  annBoard = annSale.boardIds[0]!;
  annStarts = annSale.startsOn;
  const b = await newAdvertiserAccount(`Bob's Garage ${randomUUID().slice(0, 6)}`);
  bob = b.user;
  bobCampaign = (await newConfirmedCampaign(admin, b.advertiserId, { cycles: 2 })).campaignId;
});

describe('uploading a version', () => {
  let firstId: string;

  it('stores a PNG in the campaign’s private folder as a pending version, its size read from the bytes, for the cycle named', async () => {
    const { res, path } = await upload(ann, annCampaign, blackPng(840, 400));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: string; version: number; width: number; height: number };
    expect(body).toMatchObject({ version: 1, width: 840, height: 400 });
    firstId = body.id;
    expect(path).toMatch(new RegExp(`^campaigns/${annCampaign}/[0-9a-f-]{36}\\.png$`));
    const { data } = await (ann.client as Client).from('artwork_versions').select('*').eq('id', firstId).single();
    const expected = nextOpenCycle(campaignCycleStarts(annStarts, 2), new Date());
    expect(data).toMatchObject({ state: 'pending', width: 840, height: 400, content_type: 'image/png', uploaded_by: ann.user.id, applies_from: expected });
  });

  it('takes one pending version at a time', async () => {
    const { res } = await upload(ann, annCampaign, blackPng(840, 400));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/still waiting for our review/);
  });

  it('never lets an HTML file named .png reach the queue: refused by its bytes, and deleted', async () => {
    const { res, path } = await upload(bob, bobCampaign, HTML);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: ARTWORK_VERSION_MESSAGES.notAnImage });
    expect((await admin.from('artwork_versions').select('id').eq('campaign_id', bobCampaign)).data).toEqual([]);
    expect((await admin.from('artwork_queue').select('id').eq('campaign_id', bobCampaign)).data).toEqual([]);
    const stored = await admin.storage.from('booking-artwork').download(path);
    expect(stored.error).not.toBeNull();
  });

  it('refuses a PNG declared as a JPEG', async () => {
    const { res } = await upload(bob, bobCampaign, blackPng(20, 10), { contentType: 'image/jpeg' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: ARTWORK_VERSION_MESSAGES.wrongType });
  });

  it('refuses a cycle the campaign does not have, in words', async () => {
    const res = await prepare(bob, bobCampaign, 'image/png', 100, null, addDays(annStarts, -28 * 3));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/^This campaign has no cycle starting \w{3} \w{3} \d{1,2}\.$/);
  });

  it('never picks a cycle for a version that names none: refused, nothing recorded', async () => {
    const cycle = await openCycle(bobCampaign);
    const { path, signedUrl } = (await (await prepare(bob, bobCampaign, 'image/png', blackPng(20, 10).length, null, cycle)).json()) as Prepared;
    expect((await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(blackPng(20, 10)) })).status).toBe(200);
    const res = await call({ submit: path }, tokenOf(bob));
    expect(res.status).toBe(400);
    expect((await admin.from('artwork_versions').select('id').eq('campaign_id', bobCampaign)).data).toEqual([]);
  });

  it('refuses anon and another advertiser: no upload URL, no submit of someone else’s file', async () => {
    expect((await call({ campaignId: annCampaign, appliesFrom: annStarts, fileName: 'a.png', contentType: 'image/png', size: 10 })).status).toBe(403);
    expect((await prepare(bob, annCampaign)).status).toBe(403);
    const prepared = (await (await prepare(ann, annCampaign)).json()) as Prepared;
    expect((await call({ submit: prepared.path, appliesFrom: annStarts }, tokenOf(bob))).status).toBe(403);
    expect((await call({ submit: prepared.path, appliesFrom: annStarts })).status).toBe(403);
  });

  it('reads versions only for their owner and the admin', async () => {
    expect((await (bob.client as Client).from('artwork_versions').select('id').eq('campaign_id', annCampaign)).data).toEqual([]);
    expect((await (anonClient() as Client).from('artwork_versions').select('id')).data ?? []).toEqual([]);
    expect((await admin.from('artwork_versions').select('id').eq('id', firstId)).data).toHaveLength(1);
    expect((await (anonClient() as Client).from('artwork_queue').select('id')).data ?? []).toEqual([]);
    expect((await (ann.client as Client).from('artwork_queue').select('id')).data ?? []).toEqual([]);
  });

  it('lets no advertiser set a state, insert an unchecked file, or write to another’s campaign directly', async () => {
    const client = ann.client as Client;
    const withState = await client
      .from('artwork_versions')
      .insert({ campaign_id: annCampaign, storage_path: `campaigns/${annCampaign}/${randomUUID()}.png`, state: 'approved' } as never);
    expect(withState.error?.code).toBe('42501');
    // What an advertiser may name (the trigger fills the rest), hence the cast past the generated row type.
    const unchecked = await client
      .from('artwork_versions')
      .insert({ campaign_id: annCampaign, storage_path: `campaigns/${annCampaign}/${randomUUID()}.png` } as never);
    expect(unchecked.error?.message).toMatch(/not been checked/);
    const others = await (bob.client as Client)
      .from('artwork_versions')
      .insert({ campaign_id: annCampaign, storage_path: `campaigns/${annCampaign}/x.png` } as never);
    expect(others.error).not.toBeNull();
    const update = await client
      .from('artwork_versions')
      .update({ staff_comment: 'fine' } as never)
      .eq('id', firstId)
      .select('id');
    expect(update.error?.code ?? (update.data?.length === 0 ? 'none' : 'updated')).not.toBe('updated');
  });
});

describe('the files', () => {
  it('are read through short-lived signed URLs by their owner and the admin, not by another advertiser or anon', async () => {
    const { data: version } = await admin.from('artwork_versions').select('storage_path').eq('campaign_id', annCampaign).eq('version', 1).single();
    const path = version!.storage_path;
    const own = await (ann.client as Client).storage.from('booking-artwork').createSignedUrl(path, 60);
    expect(own.error).toBeNull();
    expect((await fetch(own.data!.signedUrl)).status).toBe(200);
    const staff = await admin.storage.from('booking-artwork').createSignedUrl(path, 60);
    expect(staff.error).toBeNull();
    expect((await (bob.client as Client).storage.from('booking-artwork').createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await (anonClient() as Client).storage.from('booking-artwork').createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await (bob.client as Client).storage.from('booking-artwork').download(path)).error).not.toBeNull();
  });
});

describe('decisions', () => {
  let versionId: string;

  beforeAll(async () => {
    const { data } = await admin.from('artwork_queue').select('id, campaign_id, boards').eq('campaign_id', annCampaign).single();
    versionId = data!.id!;
  });

  it('are the admin’s only', async () => {
    expect((await (ann.client as Client).rpc('approve_artwork', { p_version: versionId })).error?.code).toBe('42501');
    expect((await (anonClient() as Client).rpc('approve_artwork', { p_version: versionId })).error).not.toBeNull();
    expect((await (bob.client as Client).rpc('reject_artwork', { p_version: versionId, p_reason: 'other' })).error?.code).toBe('42501');
    expect((await admin.from('artwork_versions').select('state').eq('id', versionId).single()).data?.state).toBe('pending');
  });

  it('a rejection needs a reason, and records who and when, with the comment the advertiser sees', async () => {
    expect((await admin.rpc('reject_artwork', { p_version: versionId, p_reason: null as never })).error?.message).toMatch(/reason/);
    const before = Date.now();
    expect(
      (await admin.rpc('reject_artwork', { p_version: versionId, p_reason: 'illegible_text', p_comment: 'Make the phone number bigger.' })).error,
    ).toBeNull();
    const { data } = await (ann.client as Client).from('artwork_versions').select('*').eq('id', versionId).single();
    expect(data).toMatchObject({ state: 'rejected', reject_reason: 'illegible_text', staff_comment: 'Make the phone number bigger.', decided_by: adminId });
    expect(new Date(data!.decided_at!).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const { data: events } = await admin
      .from('campaign_events')
      .select('action, actor_id, details')
      .eq('campaign_id', annCampaign)
      .eq('action', 'artwork_rejected');
    expect(events).toEqual([
      expect.objectContaining({ actor_id: adminId, details: expect.objectContaining({ version_id: versionId, reject_reason: 'illegible_text' }) }),
    ]);
    expect((await admin.rpc('approve_artwork', { p_version: versionId })).error?.message).toBe('Version 1 is already rejected.');
  });

  it('e-mails the advertiser the reason in words, through the outbox job, and records it', async () => {
    // The rejection wrote its message in its own transaction; the delivery job sends it.
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const mail = (await readOutbox()).find((m) => m.to === ann.email && m.subject.startsWith('Your artwork needs a change'));
    expect(mail?.text).toContain('Reason: Illegible text.');
    expect(mail?.text).toContain('Our note: Make the phone number bigger.');
    // The campaign's name carries the company the advertiser typed: not repeated.
    expect(mail?.text).not.toContain("Ann's Bakery");
    const { data: recorded } = await admin.from('campaign_events').select('details').eq('campaign_id', annCampaign).eq('action', 'emailed');
    expect(recorded?.some((e) => (e.details as { kind?: string }).kind === 'artwork_rejected')).toBe(true);
  });

  it('a new version replaces the rejected one; once approved it runs, shows on the timeline and sets the go-live date', async () => {
    const { res } = await upload(ann, annCampaign, blackPng(1680, 800));
    expect(res.status).toBe(200);
    const second = (await res.json()) as { id: string; version: number };
    expect(second.version).toBe(2);
    expect((await admin.rpc('approve_artwork', { p_version: second.id })).error).toBeNull();

    const { data: milestones } = await (ann.client as Client).from('artwork_milestones').select('campaign_id, action, version');
    expect(milestones).toEqual([{ campaign_id: annCampaign, action: 'artwork_approved', version: 2 }]);
    expect((await (bob.client as Client).from('artwork_milestones').select('version')).data).toEqual([]);

    const { data: version } = await admin.from('artwork_versions').select('decided_at, applies_from').eq('id', second.id).single();
    const { data: golive } = await (ann.client as Client).from('campaign_go_live').select('*').eq('campaign_id', annCampaign).single();
    const expected = goLiveAt(annStarts, new Date(version!.decided_at!));
    expect(new Date(golive!.go_live_at!).toISOString()).toBe(expected!.toISOString());
    expect(golive!.override_at).toBeNull();

    const running = await (ann.client as Client).rpc('artwork_running', { p_location: annBoard, p_cycle_start: version!.applies_from! });
    expect(running.data?.map((v) => v.id)).toEqual([second.id]);
    const earlier = await admin.rpc('artwork_running', { p_location: annBoard, p_cycle_start: addDays(version!.applies_from!, -28) });
    expect(earlier.data).toEqual([]);
  });
});

describe('replacing a version', () => {
  const submitted = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; version: number };
  };
  const refusal = async (res: Response) => {
    expect(res.status).toBe(409);
    return ((await res.json()) as { error: string }).error;
  };

  it('while it waits for review: the new file takes its place, the one version the staff review', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
    const first = await submitted((await upload(user, campaignId, blackPng(840, 400))).res);
    const { res, path } = await upload(user, campaignId, blackPng(1680, 800), { replaces: first.id });
    const second = await submitted(res);
    expect(second.version).toBe(first.version);
    const { data: versions } = await (user.client as Client)
      .from('artwork_versions')
      .select('id, version, state, storage_path, width, replaces')
      .eq('campaign_id', campaignId);
    expect(versions).toEqual([{ id: second.id, version: first.version, state: 'pending', storage_path: path, width: 1680, replaces: first.id }]);
    expect((await admin.from('artwork_queue').select('id').eq('campaign_id', campaignId)).data).toEqual([{ id: second.id }]);
    // The staff's decision on the replaced version says what happened.
    expect((await admin.rpc('approve_artwork', { p_version: first.id })).error?.message).toBe(
      'The advertiser replaced this version with a new file. Reload to review the new one.',
    );
  });

  it('at the same moment as the staff’s decision: the staff approve only the file they saw, or learn it was replaced', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
    const { res, path: seen } = await upload(user, campaignId, blackPng(840, 400));
    const first = await submitted(res);
    const [replaced, approved] = await Promise.all([
      upload(user, campaignId, blackPng(1680, 800), { replaces: first.id }),
      admin.rpc('approve_artwork', { p_version: first.id }),
    ]);
    const { data } = await admin.from('artwork_versions').select('id, state, storage_path').eq('campaign_id', campaignId);
    if (approved.error) {
      expect(approved.error.message).toBe('The advertiser replaced this version with a new file. Reload to review the new one.');
      expect(replaced.res.status).toBe(200);
      expect(data).toEqual([expect.objectContaining({ state: 'pending', storage_path: replaced.path })]);
    } else {
      expect(await refusal(replaced.res)).toMatch(/^Version 1 is already approved/);
      expect(data).toEqual([{ id: first.id, state: 'approved', storage_path: seen }]);
    }
  });

  it('never once it is approved or sent back', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
    const rejected = await submitted((await upload(user, campaignId, blackPng(840, 400))).res);
    expect((await admin.rpc('reject_artwork', { p_version: rejected.id, p_reason: 'low_contrast' })).error).toBeNull();
    expect(await refusal((await upload(user, campaignId, blackPng(840, 400), { replaces: rejected.id })).res)).toBe(
      'Version 1 is already sent back: it can no longer be replaced. Upload a new version instead.',
    );
    const approved = await submitted((await upload(user, campaignId, blackPng(840, 400))).res);
    expect((await admin.rpc('approve_artwork', { p_version: approved.id })).error).toBeNull();
    expect(await refusal((await upload(user, campaignId, blackPng(840, 400), { replaces: approved.id })).res)).toBe(
      'Version 2 is already approved: it can no longer be replaced. Upload a new version instead.',
    );
    const { data } = await admin.from('artwork_versions').select('id, state').eq('campaign_id', campaignId).order('version');
    expect(data).toEqual([
      { id: rejected.id, state: 'rejected' },
      { id: approved.id, state: 'approved' },
    ]);
  });
});

describe('go-live override', () => {
  it('is the admin’s, with a reason, recorded, and what the advertiser sees', async () => {
    const at = '2030-01-07T14:00:00.000Z';
    expect((await (ann.client as Client).rpc('set_go_live', { p_campaign: annCampaign, p_at: at, p_reason: 'mine' })).error?.code).toBe('42501');
    expect((await admin.rpc('set_go_live', { p_campaign: annCampaign, p_at: at, p_reason: ' ' })).error?.message).toMatch(/why/);
    expect((await admin.rpc('set_go_live', { p_campaign: annCampaign, p_at: at, p_reason: 'Board maintenance until Monday' })).error).toBeNull();
    const { data } = await (ann.client as Client).from('campaign_go_live').select('go_live_at, override_reason').eq('campaign_id', annCampaign).single();
    expect(new Date(data!.go_live_at!).toISOString()).toBe(at);
    expect(data!.override_reason).toBe('Board maintenance until Monday');
    const { data: events } = await admin.from('campaign_events').select('actor_id, reason').eq('campaign_id', annCampaign).eq('action', 'go_live_set');
    expect(events).toEqual([{ actor_id: adminId, reason: 'Board maintenance until Monday' }]);
    expect((await (bob.client as Client).from('campaign_go_live').select('campaign_id').eq('campaign_id', annCampaign)).data).toEqual([]);
  });
});

describe('the deadline', () => {
  it('is the same in the database and in business-rules.ts', async () => {
    const anon = anonClient() as Client;
    for (const start of ['2026-12-07', '2026-12-10', '2026-12-13', '2027-03-15', '2027-07-05', '2027-11-08']) {
      const { data } = await anon.rpc('artwork_deadline', { p_cycle_start: start });
      expect(new Date(data as string).toISOString(), start).toBe(artworkDeadline(start).toISOString());
    }
  });
});

describe('boards of different sizes', () => {
  it('take a version of their own, and refuse a board outside the campaign', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    const sale = await newConfirmedCampaign(admin, advertiserId, { cycles: 2, boards: 2 });
    const { res } = await upload(user, sale.campaignId, blackPng(30, 10), { locationId: sale.boardIds[1]! });
    expect(res.status).toBe(200);
    const { data } = await (user.client as Client).from('artwork_versions').select('location_id').eq('campaign_id', sale.campaignId);
    expect(data).toEqual([{ location_id: sale.boardIds[1] }]);
    const outside = await prepare(user, sale.campaignId, 'image/png', 100, annBoard, await openCycle(sale.campaignId));
    expect(outside.status).toBe(409);
  });
});

describe('the confirmation e-mail', () => {
  /** The confirmation as the outbox job sends it now: the sale's own message, or once sent, the staff's "Send again". */
  async function confirmationText(campaignId: string, to: string): Promise<string> {
    const { data, error } = await admin.rpc('campaign_messages', { p_campaign: campaignId });
    expect(error).toBeNull();
    const sent = (data ?? []).filter((m) => m.kind === 'confirmed' && m.sent_at !== null).at(-1);
    if (sent) expect((await admin.rpc('resend_campaign_message', { p_message: sent.id })).error).toBeNull();
    expect(await runScheduledJob('outbox-delivery')).toMatchObject({ ok: true });
    const mail = (await readOutbox()).filter((m) => m.to === to && m.subject === 'Your billboard booking is confirmed').at(-1);
    return mail?.text ?? '';
  }

  it('says the right thing about the artwork: none yet, uploaded and fitting, or approved; never that we will be in touch', async () => {
    const { user, advertiserId } = await newAdvertiserAccount();
    const sale = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
    const none = await confirmationText(sale.campaignId, user.email);
    expect(none).toContain('We do not have your artwork yet.');

    const sized = await serviceClient().from('billboard_locations').update({ screen_width_px: 840, screen_height_px: 400 }).eq('id', sale.boardIds[0]!);
    expect(sized.error).toBeNull();
    expect((await upload(user, sale.campaignId, blackPng(1680, 800))).res.status).toBe(200);
    const fits = await confirmationText(sale.campaignId, user.email);
    expect(fits).toContain('We have your artwork and it fits your boards.');

    const approved = await confirmationText(annCampaign, ann.email);
    expect(approved).toContain('Your artwork is approved.');
    for (const text of [none, fits, approved]) expect(text).not.toMatch(/in touch about your artwork/);
  });
});
