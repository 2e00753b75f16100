// Helpers for integration tests against the local backend (started once by
// global-setup.ts). Every client talks real HTTP through supabase-js.
//
//   const anon = anonClient();
//   const admin = await signInAsAdmin();            // a client with the admin's session
//   const { client: user } = await createUser();    // a signed-in non-admin
//   await resetBackend();                           // fresh database, storage and outbox
import { randomUUID } from 'node:crypto';
import { createClient, type Session, type SupabaseClient, type SupabaseClientOptions, type User } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';
import { localBackendControl, type OutboxMessage } from '../../supabase/local/control-client';
import { nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { site } from '../../src/config/site';
import { openEndsOn, type EndingBooking } from '../../src/features/campaigns/lib/campaign-end';
import { lane } from './lanes';

export { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD, LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY };

/** Base URL of this lane's local backend, e.g. http://127.0.0.1:41234 */
export function backendUrl(): string {
  return inject('backendUrls')[lane()]!;
}

type RealtimeTransport = NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];

// Node 20 has no WebSocket and the local backend has no realtime; supabase-js
// insists on a transport when it builds its (never connected) realtime client.
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not available on the local backend');
  }
}

/** A client that keeps its session in memory and never refreshes on its own. */
export function makeClient(key: string = LOCAL_ANON_KEY): SupabaseClient {
  return makeClientAt(backendUrl(), key);
}

/** As makeClient, for a backend a test started itself. */
export function makeClientAt(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as RealtimeTransport },
  });
}

/**
 * The project's anon API key, with another token as the bearer (as a signed-in browser sends it);
 * `fetch` sees every request the client makes.
 */
export function clientWithToken(token: string, options: { fetch?: typeof fetch } = {}): SupabaseClient {
  return createClient(backendUrl(), LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as unknown as RealtimeTransport },
    global: { headers: { Authorization: `Bearer ${token}` }, ...(options.fetch ? { fetch: options.fetch } : {}) },
  });
}

/** Signed out: the public visitor (role anon). */
export function anonClient(): SupabaseClient {
  return makeClient(LOCAL_ANON_KEY);
}

/** The server side (role service_role, bypasses RLS): for setup and checks only. */
export function serviceClient(): SupabaseClient {
  return makeClient(LOCAL_SERVICE_ROLE_KEY);
}

export interface SignedIn {
  client: SupabaseClient;
  session: Session;
  user: User;
}

/** A fresh client signed in with e-mail and password; throws if sign-in fails. */
export async function signIn(email: string, password: string): Promise<SignedIn> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message ?? 'no session'}`);
  return { client, session: data.session, user: data.user };
}

/** The seeded local admin, signed in. */
export function signInAsAdmin(): Promise<SignedIn> {
  return signIn(LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD);
}

export interface CreatedUser extends SignedIn {
  email: string;
  password: string;
}

/** Creates a confirmed non-admin user (through the admin API with the service key) and signs it in. */
export async function createUser(options: { email?: string; password?: string } = {}): Promise<CreatedUser> {
  const email = options.email ?? `user-${randomUUID()}@example.com`;
  const password = options.password ?? `pw-${randomUUID()}`;
  const { error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw new Error(`creating ${email} failed: ${error.message}`);
  return { email, password, ...(await signIn(email, password)) };
}

// The backend's URL is injected per test run, so the control client is made on use.
const local = () => localBackendControl(backendUrl());

export type { OutboxMessage };

/** Puts the database back as the seed left it, empties storage and the outbox, sets the mailer to ok. */
export const resetBackend = (): Promise<void> => local().reset();

/** E-mails "sent" by the contact function, oldest first. */
export const readOutbox = (): Promise<OutboxMessage[]> => local().outbox();

/** Makes the contact function's mailer succeed or fail. */
export const setMailerMode = (mode: 'ok' | 'fail'): Promise<void> => local().setMailer(mode);

/** A raw HTTP request to the backend (for shapes supabase-js hides). */
export function rawFetch(path: string, init: RequestInit & { key?: string } = {}): Promise<Response> {
  const key = init.key ?? LOCAL_ANON_KEY;
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', key);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${backendUrl()}${path}`, { ...init, headers });
}

/** A valid 1x1 PNG. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Booking artwork uploaded as a visitor does: a signed URL from the
 * create-artwork-upload function, then a PUT of `bytes` declared as
 * `contentType` (a real PNG unless told; `bytes: null` asks for the URL and
 * uploads nothing). Returns its path.
 */
export async function uploadArtworkAsVisitor({
  bytes = TINY_PNG,
  contentType = 'image/png',
}: { bytes?: Uint8Array | null; contentType?: string } = {}): Promise<string> {
  const res = await fetch(`${backendUrl()}/functions/v1/create-artwork-upload`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: contentType === 'image/jpeg' ? 'art.jpg' : 'art.png', contentType, size: bytes?.length ?? TINY_PNG.length }),
  });
  if (res.status !== 200) throw new Error(`create-artwork-upload answered ${res.status}`);
  const { path, signedUrl } = (await res.json()) as { path: string; signedUrl: string };
  if (!bytes) return path;
  const put = await fetch(signedUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`the signed upload answered ${put.status}`);
  return path;
}

export interface ScheduledJobsState {
  jobs: Array<{ name: string; schedule: string; kind: 'sql' | 'function'; command: string }>;
  runs: Array<{ name: string; at: string; ok: boolean; error?: string }>;
  /** pg_cron's registrations where the server has it for this database (the real-PostgreSQL pass), else null. */
  cron: Array<{ jobname: string; schedule: string; command: string; active: boolean }> | null;
}

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await rawFetch(`/__local/${path}`, {
    key: LOCAL_SERVICE_ROLE_KEY,
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`/__local/${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The jobs the backend read from private.scheduled_jobs, their runs since the last reset, and pg_cron's registrations. */
export const scheduledJobs = (): Promise<ScheduledJobsState> => control('scheduled-jobs');

/** Runs one scheduled job now, as its time would; resolves once it has finished. */
export const runScheduledJob = (name: string): Promise<ScheduledJobsState['runs'][number]> => control('scheduled-jobs/run', { name });

/** Starts one job's timer (optionally on another schedule) until the next reset; the integration backend starts none on its own. */
export const startJobTimer = (name: string, schedule?: string): Promise<void> => control('scheduled-jobs/timer', { name, schedule });

/** Lets the outbox's backoffs and leases pass: every unsent message waiting for its time is due now. */
export const outboxDueNow = (): Promise<{ due: number }> => control('outbox/due', {});

/** Time passes for a campaign: its confirmed bookings start one cycle earlier (the booking guard refuses a past start). */
export const startCampaignCycleEarlier = async (campaignId: string): Promise<string[]> =>
  (await control<{ starts_on: string[] }>('campaign/cycle-earlier', { campaign_id: campaignId })).starts_on;

/** The hourly cycle-reports job's statement as if it ran on `today`: each cycle that ended in the week before is reported. */
export const reportCyclesAsOf = async (today: string): Promise<number> => (await control<{ written: number }>('cycle-reports', { today })).written;

/** A fresh board with its own loop size and, optionally, its own rate per cycle (made with the service role). */
export async function newBoard(slots: number, active = true, ratePerCycle: number | null = null): Promise<{ id: string; name: string }> {
  const name = `Booking Test Board ${randomUUID().slice(0, 8)}`;
  const { data, error } = await serviceClient()
    .from('billboard_locations')
    .insert({
      name,
      address: '1 Test St, London, ON N6A 1A1',
      latitude: 42.98,
      longitude: -81.25,
      media_type: 'Digital LED — 10 ft x 30 ft',
      slots_per_loop: slots,
      is_active: active,
      rate_per_cycle: ratePerCycle,
    })
    .select('id, name')
    .single();
  if (error) throw new Error(`creating a board failed: ${error.message}`);
  return data;
}

/** A lead stored with the service role, as the contact function stores one; its advertiser is found or made from the address. */
export async function newLead(fields: { email?: string; name?: string; company?: string } = {}): Promise<string> {
  const { data, error } = await serviceClient()
    .from('contact_inquiries')
    .insert({
      name: fields.name ?? 'Test Lead',
      email: fields.email ?? `lead-${randomUUID()}@example.com`,
      company: fields.company ?? '',
      phone: '',
      message: 'Booking test.',
    })
    .select('id')
    .single();
  if (error) throw new Error(`creating a lead failed: ${error.message}`);
  return data.id;
}

export interface AdvertiserAccount {
  /** The advertiser's own sign-in (a confirmed non-admin user), signed in. */
  user: CreatedUser;
  advertiserId: string;
}

/** An advertiser whose record is linked to a sign-in of their own, as the staff's first confirmation makes one. */
export async function newAdvertiserAccount(company = `Advertiser ${randomUUID().slice(0, 8)}`): Promise<AdvertiserAccount> {
  const user = await createUser();
  const { data, error } = await serviceClient()
    .from('advertisers')
    .insert({ company, contact_name: 'Pat Test', email: user.email, user_id: user.user.id })
    .select('id')
    .single();
  if (error) throw new Error(`creating an advertiser failed: ${error.message}`);
  return { user, advertiserId: data.id };
}

/**
 * A confirmed campaign for the advertiser: a phone sale the admin records on
 * a fresh board of `slots` slots, from the next cycle start for `cycles` cycles.
 */
export async function newConfirmedCampaign(
  admin: SupabaseClient,
  advertiserId: string,
  options: { slots?: number; cycles?: number; boards?: number } = {},
): Promise<{ campaignId: string; boardIds: string[]; startsOn: string }> {
  const boards = await Promise.all(Array.from({ length: options.boards ?? 1 }, () => newBoard(options.slots ?? 2)));
  const [startsOn] = nextCycleStarts(new Date(), 1, site.bookingCycles);
  const { data, error } = await admin.rpc('create_phone_sale', {
    p_advertiser: advertiserId,
    p_location_ids: boards.map((b) => b.id),
    p_starts_on: startsOn,
    p_cycles: options.cycles ?? 1,
  });
  if (error) throw new Error(`the phone sale failed: ${error.message}`);
  return { campaignId: data as string, boardIds: boards.map((b) => b.id), startsOn: startsOn! };
}

/**
 * The end a staff member extending the campaign names (what the campaign's
 * page reads: its bookings, through the client's own rights), or null.
 */
export async function campaignEndsOn(client: SupabaseClient, campaignId: string): Promise<string | null> {
  const { data, error } = await client.from('bookings').select('starts_on, cycles, status').eq('campaign_id', campaignId);
  if (error) throw new Error(`reading the campaign's bookings failed: ${error.message}`);
  return openEndsOn(data as EndingBooking[]);
}
