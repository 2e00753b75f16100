// Retention and privacy deletion remove the artwork files before the rows that
// point at them. The database keeps every row whose file is still stored, so a
// removal that fails (an error, or storage quietly removing nothing) orphans no
// file: the rows stay, and the next run finds the file again. A file a
// campaign's artwork version still uses is not retention's to remove.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSupabaseInquiryStore, type RpcClient } from '../../supabase/functions/_shared/lead-supabase-store';
import { handleScheduledWorkRequest, type ScheduledWorkHandlerDeps } from '../../supabase/functions/scheduled-work/handler';
import { privacy } from '../../src/config/site';
import { anonClient, createUser, newBoard, resetBackend, serviceClient, signInAsAdmin, uploadArtworkAsVisitor } from './helpers';

const BUCKET = 'booking-artwork';

const service = serviceClient();

function monthsAgo(months: number): string {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
}

/** A lead with an uploaded artwork file, both dated createdAt. */
async function leadWithArtwork(createdAt: string): Promise<{ email: string; path: string }> {
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  const path = await uploadArtworkAsVisitor();
  const lead = await service.from('contact_inquiries').insert({
    name: 'Pat Person',
    email,
    company: 'Person Co',
    phone: '519-555-0100',
    message: 'Spring campaign',
    source: 'contact-page',
    artwork_path: path,
    created_at: createdAt,
  });
  if (lead.error) throw new Error(lead.error.message);
  const upload = await service.from('artwork_uploads').update({ created_at: createdAt }).eq('object_path', path);
  if (upload.error) throw new Error(upload.error.message);
  return { email, path };
}

async function stored(email: string, path: string) {
  const [leads, uploads, listed] = await Promise.all([
    service.from('contact_inquiries').select('id').eq('email', email),
    service.from('artwork_uploads').select('object_path').eq('object_path', path),
    service.storage.from(BUCKET).list(path.split('/').slice(0, 2).join('/')),
  ]);
  return {
    leads: leads.data?.length ?? 0,
    uploads: uploads.data?.length ?? 0,
    file: (listed.data ?? []).some((entry) => path.endsWith(`/${entry.name}`)),
  };
}

/** The customer records of the address. */
async function advertisersOf(email: string): Promise<number> {
  const { data, error } = await service.from('advertisers').select('id').eq('email', email);
  if (error) throw new Error(error.message);
  return data.length;
}

const kept = { leads: 1, uploads: 1, file: true };
const gone = { leads: 0, uploads: 0, file: false };

/** The deployed scheduled-work handler, on the deployed store, with the artwork removal given. */
function scheduledWork(remove: (paths: string[]) => Promise<void>): ScheduledWorkHandlerDeps {
  const db: RpcClient = { rpc: (fn, args) => service.rpc(fn, args) };
  return {
    store: createSupabaseInquiryStore(db),
    artworkFiles: { remove },
    mailer: { send: async () => ({ id: 'sent' }) },
    notifyAddress: 'sales@example.ca',
    siteUrl: 'https://www.example.ca',
    isScheduler: async () => true,
    logError: () => undefined,
  };
}

/** One run of the retention-files job, as pg_cron would call it; answers its status. */
async function runRetention(deps: ScheduledWorkHandlerDeps): Promise<number> {
  const req = new Request('http://localhost/functions/v1/scheduled-work', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer service' },
    body: JSON.stringify({ job: 'retention-files' }),
  });
  return (await handleScheduledWorkRequest(req, deps)).status;
}

const removeThroughStorage = (client: SupabaseClient) => async (paths: string[]) => {
  const { error } = await client.storage.from(BUCKET).remove(paths);
  if (error) throw new Error(error.message);
};

beforeEach(async () => {
  await resetBackend();
});

describe('retention: files first', () => {
  it('a failed removal of the files leaves the rows, and the next run removes file and rows', async () => {
    const old = await leadWithArtwork(monthsAgo(privacy.retentionMonths + 1));
    expect(await stored(old.email, old.path)).toEqual(kept);

    const asked: string[][] = [];
    // The run fails (and says so); it runs again at its next time.
    expect(
      await runRetention(
        scheduledWork(async (paths) => {
          asked.push(paths);
          throw new Error('storage is down');
        }),
      ),
    ).toBe(500);
    expect(asked).toEqual([[old.path]]);
    // Nothing orphaned: the lead and the upload record still point at the file, and the lead keeps its advertiser.
    expect(await stored(old.email, old.path)).toEqual(kept);
    expect(await advertisersOf(old.email)).toBe(1);

    // Storage answering success while removing nothing (as for a caller it refuses) changes nothing either.
    expect(await runRetention(scheduledWork(removeThroughStorage(anonClient())))).toBe(200);
    expect(await stored(old.email, old.path)).toEqual(kept);

    // The next run with storage working: the file, then the rows.
    expect(await runRetention(scheduledWork(removeThroughStorage(service)))).toBe(200);
    expect(await stored(old.email, old.path)).toEqual(gone);
    // The advertiser the lead kept goes in the same run, once the lead did.
    expect(await advertisersOf(old.email)).toBe(0);
  });

  it('keeps what is newer than the period, file and rows', async () => {
    const recent = await leadWithArtwork(monthsAgo(privacy.retentionMonths - 1));
    const asked: string[][] = [];
    expect(await runRetention(scheduledWork(async (paths) => void asked.push(paths)))).toBe(200);
    expect(asked).toEqual([]);
    expect(await stored(recent.email, recent.path)).toEqual(kept);
  });
});

describe('privacy_delete: files first', () => {
  let admin: SupabaseClient;
  beforeEach(async () => {
    admin = (await signInAsAdmin()).client;
  });

  it('keeps the lead while its file is stored and answers the path; once storage removed it, deletes the rest', async () => {
    const p = await leadWithArtwork(new Date().toISOString());
    const sub = await service.from('newsletter_subscribers').insert({ email: p.email, confirmed_at: new Date().toISOString(), consent_text: 'Yes' });
    expect(sub.error).toBeNull();

    const first = await admin.rpc('privacy_delete', { p_email: p.email });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([{ bucket: BUCKET, path: p.path }]);
    expect(await stored(p.email, p.path)).toEqual(kept);
    // What holds no file goes at once.
    expect((await service.from('newsletter_subscribers').select('email').eq('email', p.email)).data).toEqual([]);

    // A removal that fails (a caller storage refuses removes nothing): the next call answers the same path.
    const refused = await (await createUser()).client.storage.from(BUCKET).remove([p.path]);
    expect(refused.data ?? []).toEqual([]);
    const again = await admin.rpc('privacy_delete', { p_email: p.email });
    expect(again.data).toEqual([{ bucket: BUCKET, path: p.path }]);
    expect(await stored(p.email, p.path)).toEqual(kept);

    const removed = await admin.storage.from(BUCKET).remove([p.path]);
    expect(removed.error).toBeNull();
    const last = await admin.rpc('privacy_delete', { p_email: p.email });
    expect(last.error).toBeNull();
    expect(last.data).toEqual([]);
    expect(await stored(p.email, p.path)).toEqual(gone);
  });
});

describe('retention: files a campaign still uses', () => {
  /** An old lead with artwork; with `request`, the booking it asked for, which made a campaign whose first version is that file. */
  async function oldLead(request: boolean): Promise<{ email: string; path: string; campaignId: string | null }> {
    const old = await leadWithArtwork(monthsAgo(privacy.retentionMonths + 1));
    if (!request) return { ...old, campaignId: null };
    const lead = await service.from('contact_inquiries').select('id').eq('email', old.email).single();
    const board = await newBoard(2);
    const booking = await service
      .from('bookings')
      .insert({ location_id: board.id, starts_on: '2027-08-16', cycles: 1, lead_id: lead.data!.id })
      .select('campaign_id')
      .single();
    if (booking.error) throw new Error(booking.error.message);
    return { ...old, campaignId: booking.data.campaign_id as string };
  }

  it("keeps an old request's file while its campaign's version points at it, and removes one nothing uses", async () => {
    const used = await oldLead(true);
    const unused = await oldLead(false);
    const version = await service.from('artwork_versions').select('storage_path').eq('campaign_id', used.campaignId);
    expect(version.data).toEqual([{ storage_path: used.path }]);

    const asked: string[][] = [];
    const remove = removeThroughStorage(service);
    expect(await runRetention(scheduledWork(async (paths) => (asked.push(paths), remove(paths))))).toBe(200);
    expect(asked).toEqual([[unused.path]]);

    // The old leads and their upload records go; the file the version uses stays, and the staff still open it.
    expect(await stored(unused.email, unused.path)).toEqual(gone);
    expect(await stored(used.email, used.path)).toEqual({ leads: 0, uploads: 0, file: true });
    const admin = (await signInAsAdmin()).client;
    expect((await admin.storage.from(BUCKET).createSignedUrl(used.path, 60)).error).toBeNull();
    expect((await service.from('artwork_versions').select('storage_path').eq('campaign_id', used.campaignId)).data).toEqual([{ storage_path: used.path }]);
  });
});
