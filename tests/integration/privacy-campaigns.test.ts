// Privacy requests reach an advertiser's campaigns, over HTTP with supabase-js:
// the export holds each campaign's artwork versions, proof photos, payments
// and invoices with their lines; the erasure answers the files of both
// buckets (bucket and path), keeps the campaigns while they are stored,
// deletes the advertiser's sign-in at once and the rest once the files are
// gone, and keeps the invoices and payments (tax records), unlinked.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../src/types/database';
import {
  TINY_PNG,
  anonClient,
  newAdvertiserAccount,
  newConfirmedCampaign,
  resetBackend,
  serviceClient,
  signIn,
  signInAsAdmin,
  uploadArtworkAsVisitor,
  type CreatedUser,
} from './helpers';

type Client = SupabaseClient<Database>;

const ARTWORK = 'booking-artwork';
const PHOTOS = 'proof-photos';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

const service = serviceClient() as Client;
// Bookings as a request makes them: the database's trigger fills the campaign the generated types call required.
const untyped = serviceClient();
let admin: Client;

async function stored(bucket: string, path: string): Promise<boolean> {
  const folder = path.split('/').slice(0, -1).join('/');
  const { data } = await service.storage.from(bucket).list(folder);
  return (data ?? []).some((entry) => path.endsWith(`/${entry.name}`));
}

function must<R extends { data: unknown; error: { message: string } | null }>(result: R): NonNullable<R['data']> {
  if (result.error) throw new Error(result.error.message);
  return result.data as NonNullable<R['data']>;
}

interface Customer {
  user: CreatedUser;
  advertiserId: string;
  /** The phone sale: confirmed, invoiced, with an uploaded version, an unsubmitted upload, a proof photo and a payment. */
  saleId: string;
  versionPath: string;
  unsubmittedPath: string;
  photoPath: string;
  /** The request the address sent with artwork (for a cycle start a year out, clear of the sale): its campaign's first version is the same file. */
  leadPath: string;
  requestCampaignId: string;
}

/** An advertiser with an account, a sold campaign holding files of both buckets and money, and a request with artwork. */
async function customer(): Promise<Customer> {
  const { user, advertiserId } = await newAdvertiserAccount();
  const sale = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
  const saleId = sale.campaignId;

  // An upload the artwork-version function checked and submitted, and one it issued that was never submitted.
  const versionPath = `campaigns/${saleId}/${randomUUID()}.png`;
  const unsubmittedPath = `campaigns/${saleId}/${randomUUID()}.png`;
  for (const path of [versionPath, unsubmittedPath]) {
    must(await service.storage.from(ARTWORK).upload(path, TINY_PNG, { contentType: 'image/png' }));
    must(
      await service.from('artwork_files').insert({
        object_path: path,
        campaign_id: saleId,
        uploaded_by: user.user.id,
        content_type: 'image/png',
        declared_bytes: TINY_PNG.length,
        ...(path === versionPath ? { checked_at: new Date().toISOString(), width: 1, height: 1, bytes: TINY_PNG.length } : {}),
      }),
    );
  }
  must(
    await service.from('artwork_versions').insert({
      campaign_id: saleId,
      version: 1,
      storage_path: versionPath,
      content_type: 'image/png',
      width: 1,
      height: 1,
      bytes: TINY_PNG.length,
      applies_from: sale.startsOn,
      uploaded_by: user.user.id,
    }),
  );

  const photoPath = `${saleId}/${randomUUID()}.jpg`;
  must(await admin.storage.from(PHOTOS).upload(photoPath, JPEG, { contentType: 'image/jpeg' }));
  must(
    await admin.from('proof_photos').insert({
      campaign_id: saleId,
      location_id: sale.boardIds[0]!,
      cycle_start: sale.startsOn,
      storage_path: photoPath,
      // Within its cycle, as the database requires: midday in Toronto on the cycle's first day.
      taken_at: `${sale.startsOn}T17:00:00Z`,
      width: 800,
      height: 600,
    }),
  );
  must(await service.from('payments').insert({ campaign_id: saleId, amount_cents: 12_345, method: 'cheque', reference: '#1001' }));
  // What the deposit's checkout left: the session, and Stripe's event naming the payer.
  const session = `cs_test_${randomUUID().replaceAll('-', '')}`;
  must(
    await service.from('deposit_checkouts').insert({
      id: session,
      campaign_id: saleId,
      url: 'https://checkout.stripe.com/c/pay/x',
      amount_total_cents: 12_345,
      currency: 'cad',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    }),
  );
  must(
    await service.from('stripe_events').insert({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      type: 'checkout.session.completed',
      campaign_id: saleId,
      outcome: 'applied',
      object: { id: session, customer_details: { email: user.email } },
    }),
  );

  // A request from the same address, with artwork: its lead joins the advertiser, its booking makes a campaign.
  const leadPath = await uploadArtworkAsVisitor();
  const lead = must(
    await service
      .from('contact_inquiries')
      .insert({
        name: 'Pat Test',
        email: user.email,
        company: 'Person Co',
        phone: '519-555-0100',
        message: 'More boards',
        source: 'contact-page',
        artwork_path: leadPath,
      })
      .select('id')
      .single(),
  );
  const board = sale.boardIds[0]!;
  const booking = must(
    await untyped.from('bookings').insert({ location_id: board, starts_on: '2027-06-21', cycles: 1, lead_id: lead.id }).select('campaign_id').single(),
  );
  return { user, advertiserId, saleId, versionPath, unsubmittedPath, photoPath, leadPath, requestCampaignId: booking.campaign_id! };
}

beforeEach(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
});

interface ExportedCampaign {
  id: string;
  artwork_versions: { storage_path: string }[];
  proof_photos: { storage_path: string }[];
  payments: { amount_cents: number }[];
  deposit_checkouts: { id: string }[];
  stripe_events: { type: string }[];
  invoices: { id: string; number: string; lines: { amount_cents: number }[] }[];
}
interface Exported {
  advertisers: { id: string; campaigns: ExportedCampaign[] }[];
  contact_inquiries: { terms_version: string | null; terms_accepted_at: string | null }[];
  invoices_without_campaign: { number: string; campaign_id: string | null; lines: unknown[] }[];
  payments_without_campaign: { amount_cents: number; campaign_id: string | null }[];
}

async function exportOf(email: string): Promise<Exported> {
  const { data, error } = await admin.rpc('privacy_export', { p_email: email });
  expect(error).toBeNull();
  return data as unknown as Exported;
}

describe(`privacy requests reach the campaigns (${inject('databaseKind')})`, () => {
  it("the export holds each campaign's artwork versions, proof photos, payments and invoices with their lines, and no one else's", async () => {
    const c = await customer();
    const other = await customer();
    const doc = await exportOf(c.user.email);
    const [advertiser] = doc.advertisers;
    expect(advertiser?.id).toBe(c.advertiserId);
    const sale = advertiser!.campaigns.find((k) => k.id === c.saleId)!;
    expect(sale.artwork_versions.map((v) => v.storage_path)).toEqual([c.versionPath]);
    expect(sale.proof_photos.map((p) => p.storage_path)).toEqual([c.photoPath]);
    expect(sale.payments.map((p) => p.amount_cents)).toEqual([12_345]);
    expect(sale.deposit_checkouts).toHaveLength(1);
    expect(sale.stripe_events.map((e) => e.type)).toEqual(['checkout.session.completed']);
    const invoices = must(await admin.from('invoices').select('id, number').eq('campaign_id', c.saleId).order('number'));
    expect(invoices).toHaveLength(2);
    expect(sale.invoices.map((i) => i.number)).toEqual(invoices.map((i) => i.number));
    expect(sale.invoices.every((i) => i.lines.length === 1 && i.lines[0]!.amount_cents > 0)).toBe(true);
    // The request's artwork is its campaign's first version.
    const request = advertiser!.campaigns.find((k) => k.id === c.requestCampaignId)!;
    expect(request.artwork_versions.map((v) => v.storage_path)).toEqual([c.leadPath]);
    // Paths only: nothing in it opens a file.
    expect(JSON.stringify(doc)).not.toMatch(/token=|signedURL|\/object\/sign\//i);
    // The leads carry the terms they accepted (none for a lead stored without the form).
    expect(doc.contact_inquiries[0]).toHaveProperty('terms_version');
    expect(doc.contact_inquiries[0]).toHaveProperty('terms_accepted_at');
    expect(JSON.stringify(doc)).not.toContain(other.user.email);
    expect(JSON.stringify(doc)).not.toContain(other.saleId);
  });

  it('the erasure answers the files of both buckets, removes the sign-in at once, then everything but the invoices and payments', async () => {
    const c = await customer();
    const other = await customer();
    const invoicesBefore = must(await admin.from('invoices').select('id, number, bill_to_email, bill_to_company').eq('campaign_id', c.saleId).order('number'));
    expect(invoicesBefore).toHaveLength(2);

    const events = must(await service.from('stripe_events').select('id, object').eq('campaign_id', c.saleId));
    expect(JSON.stringify(events)).toContain(c.user.email);

    const first = await admin.rpc('privacy_delete', { p_email: c.user.email });
    expect(first.error).toBeNull();
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect([...(first.data ?? [])].sort(byPath)).toEqual(
      [
        { bucket: ARTWORK, path: c.versionPath },
        { bucket: ARTWORK, path: c.unsubmittedPath },
        { bucket: ARTWORK, path: c.leadPath },
        { bucket: PHOTOS, path: c.photoPath },
      ].sort(byPath),
    );
    // The sign-in is gone at once; the campaigns wait for their files.
    expect((await service.auth.admin.getUserById(c.user.user.id)).data.user).toBeNull();
    await expect(signIn(c.user.email, c.user.password)).rejects.toThrow();
    expect(must(await admin.from('campaigns').select('id').in('id', [c.saleId, c.requestCampaignId]))).toHaveLength(2);

    // As the privacy screen does: each bucket's files through storage, then the second call.
    for (const bucket of [ARTWORK, PHOTOS]) {
      const paths = (first.data ?? []).filter((f) => f.bucket === bucket).map((f) => f.path);
      const removed = await admin.storage.from(bucket).remove(paths);
      expect(removed.error).toBeNull();
      expect(removed.data).toHaveLength(paths.length);
    }
    const second = await admin.rpc('privacy_delete', { p_email: c.user.email });
    expect(second.error).toBeNull();
    expect(second.data).toEqual([]);

    for (const [bucket, path] of [
      [ARTWORK, c.versionPath],
      [ARTWORK, c.unsubmittedPath],
      [ARTWORK, c.leadPath],
      [PHOTOS, c.photoPath],
    ] as const) {
      expect(await stored(bucket, path)).toBe(false);
    }
    expect(must(await service.from('advertisers').select('id').eq('id', c.advertiserId))).toEqual([]);
    expect(must(await service.from('campaigns').select('id').in('id', [c.saleId, c.requestCampaignId]))).toEqual([]);
    expect(must(await service.from('artwork_versions').select('id').in('campaign_id', [c.saleId, c.requestCampaignId]))).toEqual([]);
    expect(must(await service.from('artwork_files').select('object_path').eq('campaign_id', c.saleId))).toEqual([]);
    expect(must(await service.from('proof_photos').select('id').eq('campaign_id', c.saleId))).toEqual([]);
    expect(must(await service.from('contact_inquiries').select('id').eq('email', c.user.email))).toEqual([]);

    // Tax records stay: the invoices with their bill-to and lines, the payment, unlinked from what was erased.
    const kept = must(
      await service
        .from('invoices')
        .select('id, number, campaign_id, campaign_key, advertiser_id, bill_to_email, bill_to_company, invoice_lines(id)')
        .in(
          'id',
          invoicesBefore.map((i) => i.id),
        )
        .order('number'),
    );
    expect(kept.map((i) => [i.number, i.campaign_id, i.campaign_key, i.advertiser_id, i.bill_to_email, i.bill_to_company, i.invoice_lines.length])).toEqual(
      invoicesBefore.map((i) => [i.number, null, c.saleId, null, i.bill_to_email, i.bill_to_company, 1]),
    );
    const payments = must(await service.from('payments').select('amount_cents, campaign_id, campaign_key').eq('campaign_key', c.saleId));
    expect(payments).toEqual([{ amount_cents: 12_345, campaign_id: null, campaign_key: c.saleId }]);
    // And they are still what the address's export finds.
    const after = await exportOf(c.user.email);
    expect(after.advertisers).toEqual([]);
    expect(after.invoices_without_campaign.map((i) => [i.number, i.lines.length])).toEqual(invoicesBefore.map((i) => [i.number, 1]));
    expect(after.payments_without_campaign.map((p) => p.amount_cents)).toEqual([12_345]);
    // Stripe's events stay as the payment's record, without the payer Stripe named in them.
    const eventsAfter = must(
      await service
        .from('stripe_events')
        .select('id, campaign_id, object')
        .in(
          'id',
          events.map((e) => e.id),
        ),
    );
    expect(eventsAfter.map((e) => [e.id, e.campaign_id, e.object])).toEqual(events.map((e) => [e.id, null, { id: (e.object as { id: string }).id }]));

    // The other advertiser keeps everything, sign-in included.
    expect(await stored(ARTWORK, other.versionPath)).toBe(true);
    expect(await stored(PHOTOS, other.photoPath)).toBe(true);
    expect(must(await service.from('campaigns').select('id').eq('id', other.saleId))).toHaveLength(1);
    await expect(signIn(other.user.email, other.user.password)).resolves.toBeDefined();
  });

  it('a removal that failed in one bucket keeps that campaign and answers its file again', async () => {
    const c = await customer();
    const first = must(await admin.rpc('privacy_delete', { p_email: c.user.email }));
    const artwork = first.filter((f) => f.bucket === ARTWORK).map((f) => f.path);
    expect((await admin.storage.from(ARTWORK).remove(artwork)).error).toBeNull();
    // The photo's removal never happened.
    const again = must(await admin.rpc('privacy_delete', { p_email: c.user.email }));
    expect(again).toEqual([{ bucket: PHOTOS, path: c.photoPath }]);
    expect(must(await service.from('campaigns').select('id').eq('id', c.saleId))).toHaveLength(1);
    expect(must(await service.from('proof_photos').select('storage_path').eq('campaign_id', c.saleId))).toEqual([{ storage_path: c.photoPath }]);
    // The campaign whose files are all gone went; the advertiser waits for the last one.
    expect(must(await service.from('campaigns').select('id').eq('id', c.requestCampaignId))).toEqual([]);
    expect(must(await service.from('advertisers').select('id').eq('id', c.advertiserId))).toHaveLength(1);
  });

  it('is refused to the public and to a signed-in advertiser, who keep every file and their account', async () => {
    const c = await customer();
    for (const client of [anonClient(), c.user.client]) {
      const { error } = await client.rpc('privacy_delete', { p_email: c.user.email });
      expect(error?.code).toBe('42501');
    }
    expect((await service.auth.admin.getUserById(c.user.user.id)).data.user?.id).toBe(c.user.user.id);
    expect(await stored(PHOTOS, c.photoPath)).toBe(true);
  });
});
