// Privacy requests and retention over HTTP: the admin exports or deletes
// everything stored for one address (leads, the bookings they asked for,
// artwork rows and files, the newsletter subscription), nobody else may;
// the scheduled retention jobs delete what is past the retention period and
// nothing newer.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { privacy } from '../../src/config/site';
import { anonClient, createUser, resetBackend, runScheduledJob, serviceClient, signInAsAdmin, uploadArtworkAsVisitor } from './helpers';

const BUCKET = 'booking-artwork';
const OXFORD = 'c0000000-0000-4000-8000-000000000002';
// Cycle starts from a year after the anchor (cycles are 28 days from 2026-01-05), one per booking so boards never fill up.
let cycles = 0;
function nextCycle(): string {
  const day = new Date(Date.UTC(2027, 0, 4 + 28 * cycles++));
  return day.toISOString().slice(0, 10);
}

const service = serviceClient();

async function fileExists(path: string): Promise<boolean> {
  const { data } = await service.storage.from(BUCKET).list(path.split('/').slice(0, 2).join('/'));
  return (data ?? []).some((entry) => path.endsWith(`/${entry.name}`));
}

interface Person {
  email: string;
  leadId: string;
  bookingId: string;
  artworkPath: string;
}

/** Someone with a lead (with artwork), the booking it asked for and a confirmed newsletter subscription. */
async function person(createdAt?: string): Promise<Person> {
  const email = `person-${randomUUID().slice(0, 8)}@example.com`;
  const artworkPath = await uploadArtworkAsVisitor();
  const lead = await service
    .from('contact_inquiries')
    .insert({
      name: 'Pat Person',
      email,
      company: 'Person Co',
      phone: '519-555-0100',
      message: 'Spring campaign',
      source: 'contact-page',
      artwork_path: artworkPath,
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .select('id')
    .single();
  if (lead.error) throw new Error(lead.error.message);
  const booking = await service
    .from('bookings')
    .insert({ location_id: OXFORD, starts_on: nextCycle(), cycles: 1, lead_id: lead.data.id })
    .select('id')
    .single();
  if (booking.error) throw new Error(booking.error.message);
  const sub = await service.from('newsletter_subscribers').insert({ email, confirmed_at: new Date().toISOString(), consent_text: 'Yes please' });
  if (sub.error) throw new Error(sub.error.message);
  return { email, leadId: lead.data.id as string, bookingId: booking.data.id as string, artworkPath };
}

async function stored(p: Person) {
  const [leads, bookings, uploads, subs, advertisers] = await Promise.all([
    service.from('contact_inquiries').select('id').eq('email', p.email),
    service.from('bookings').select('id').eq('id', p.bookingId),
    service.from('artwork_uploads').select('object_path').eq('object_path', p.artworkPath),
    service.from('newsletter_subscribers').select('email').eq('email', p.email),
    service.from('advertisers').select('id, campaigns(id)').eq('email', p.email),
  ]);
  return {
    leads: leads.data?.length ?? 0,
    bookings: bookings.data?.length ?? 0,
    uploads: uploads.data?.length ?? 0,
    subscriptions: subs.data?.length ?? 0,
    // The customer record made from the lead, and the campaign its request became.
    advertisers: advertisers.data?.length ?? 0,
    campaigns: advertisers.data?.[0]?.campaigns.length ?? 0,
    file: await fileExists(p.artworkPath),
  };
}

const everything = { leads: 1, bookings: 1, uploads: 1, subscriptions: 1, advertisers: 1, campaigns: 1, file: true };
const nothing = { leads: 0, bookings: 0, uploads: 0, subscriptions: 0, advertisers: 0, campaigns: 0, file: false };

let admin: SupabaseClient;
let user: SupabaseClient;

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
  user = (await createUser()).client;
});

describe('privacy_export', () => {
  it('gives the admin every lead, booking, artwork record and subscription of the address, and nothing of anyone else', async () => {
    const p = await person();
    const other = await person();
    const { data, error } = await admin.rpc('privacy_export', { p_email: `  ${p.email.toUpperCase()} ` });
    expect(error).toBeNull();
    const doc = data as Record<string, Array<Record<string, unknown>>> & { email: string };
    expect(doc.email).toBe(p.email);
    expect(doc.contact_inquiries!.map((r) => r.id)).toEqual([p.leadId]);
    expect(doc.bookings!.map((r) => r.id)).toEqual([p.bookingId]);
    expect(doc.artwork!.map((r) => r.object_path)).toEqual([p.artworkPath]);
    expect(doc.newsletter_subscribers!.map((r) => r.email)).toEqual([p.email]);
    expect(doc.newsletter_subscribers![0]).toMatchObject({ consent_text: 'Yes please' });
    expect(doc.newsletter_subscribers![0]).not.toHaveProperty('unsubscribe_token');
    const [advertiser] = doc.advertisers as [{ email: string; campaigns: { lead_id: string; bookings: { id: string }[] }[] }];
    expect(advertiser.email).toBe(p.email);
    expect(advertiser.campaigns.map((c) => [c.lead_id, c.bookings.map((b) => b.id)])).toEqual([[p.leadId, [p.bookingId]]]);
    expect(JSON.stringify(doc)).not.toContain(other.email);
  });

  it('is refused to the public and to a signed-in user who is not the admin', async () => {
    const p = await person();
    for (const client of [anonClient(), user]) {
      const { data, error } = await client.rpc('privacy_export', { p_email: p.email });
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    }
  });
});

describe('privacy_delete', () => {
  it('the admin deletes every row and, through storage, every file of the address; others keep theirs', async () => {
    const p = await person();
    const other = await person();
    expect(await stored(p)).toEqual(everything);

    // As the admin page does: the database answers the files still stored (keeping their leads), the
    // files are removed, then the second call deletes the rest.
    const first = await admin.rpc('privacy_delete', { p_email: p.email });
    expect(first.error).toBeNull();
    // The lead's artwork is also the first version of the campaign its request became: answered once.
    expect(first.data).toEqual([{ bucket: BUCKET, path: p.artworkPath }]);
    const removed = await admin.storage.from(BUCKET).remove((first.data ?? []).map((f: { path: string }) => f.path));
    expect(removed.error).toBeNull();
    const { data, error } = await admin.rpc('privacy_delete', { p_email: p.email });
    expect(error).toBeNull();
    expect(data).toEqual([]);

    expect(await stored(p)).toEqual(nothing);
    expect(await stored(other)).toEqual(everything);
  });

  it('is refused to the public and to a signed-in user, and deletes nothing then', async () => {
    const p = await person();
    for (const client of [anonClient(), user]) {
      const { error } = await client.rpc('privacy_delete', { p_email: p.email });
      expect(error?.code).toBe('42501');
      const files = await client.storage.from(BUCKET).remove([p.artworkPath]);
      expect(files.data ?? []).toEqual([]);
    }
    expect(await stored(p)).toEqual(everything);
  });
});

describe('retention', () => {
  const monthsAgo = (months: number) => {
    const at = new Date();
    at.setUTCMonth(at.getUTCMonth() - months);
    return at.toISOString();
  };

  it('the scheduled jobs delete leads and artwork records older than the period, and nothing newer', async () => {
    const old = await person(monthsAgo(privacy.retentionMonths + 1));
    const recent = await person(monthsAgo(privacy.retentionMonths - 1));
    await service
      .from('artwork_uploads')
      .update({ created_at: monthsAgo(privacy.retentionMonths + 1) })
      .eq('object_path', old.artworkPath);
    const bare = await service
      .from('contact_inquiries')
      .insert({
        name: 'Old Lead',
        email: `old-${randomUUID().slice(0, 8)}@example.com`,
        company: 'Old Co',
        phone: '519-555-0102',
        message: 'Hi',
        source: 'contact-page',
        created_at: monthsAgo(privacy.retentionMonths + 1),
      })
      .select('id')
      .single();
    expect(bare.error).toBeNull();

    // Plain SQL: the old leads go, the one with artwork too: its request became a campaign whose first
    // version is that file, so the file is not the lead's to remove and stays with the campaign
    // (retention-files-first.test.ts removes a file nothing else uses).
    expect(await runScheduledJob('retention-rows')).toMatchObject({ ok: true });
    expect((await service.from('contact_inquiries').select('id').eq('id', bare.data!.id)).data).toEqual([]);
    expect(await stored(old)).toMatchObject({ leads: 0, uploads: 0, campaigns: 1, file: true });

    // The function job finds no file to remove.
    expect(await runScheduledJob('retention-files')).toMatchObject({ ok: true });
    expect(await stored(old)).toMatchObject({ leads: 0, uploads: 0, campaigns: 1, file: true });
    expect(await stored(recent)).toEqual(everything);
    // The old person's booking was for a future cycle: it stays, unlinked from the erased lead.
    const oldBooking = await service.from('bookings').select('lead_id').eq('id', old.bookingId).single();
    expect(oldBooking.data).toEqual({ lead_id: null });
  });

  it("a visitor's inquiry deletes nothing: retention is the scheduler's work", async () => {
    const old = await person(monthsAgo(privacy.retentionMonths + 1));
    const { error } = await anonClient().functions.invoke('send-contact-email', {
      body: { name: 'Next Visitor', email: 'next@example.com', company: 'Next Co', phone: '519-555-0101', message: 'Hello', source: 'contact-page' },
    });
    expect(error).toBeNull();
    expect(await stored(old)).toEqual(everything);
  });
});
