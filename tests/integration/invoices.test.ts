// Invoices made by the database for each cycle of a sold campaign: numbered
// without gaps even when made at once, readable by the admin and by their own
// advertiser only, paid oldest first from the campaign's payments, voided and
// replaced when the campaign changes before a cycle, kept through an erasure.
// The accountant's CSV adds up to the invoices. Over HTTP with supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { INVOICING } from '../../supabase/functions/_shared/sale-rules';
import { allocatePayments, cycleLineCents, invoiceAmounts } from '../../supabase/functions/_shared/invoice-amounts';
import { getInvoiceDocument, listInvoices, type InvoiceSummary } from '../../src/features/invoices/api/invoices';
import { invoicesCsv } from '../../src/features/invoices/lib/invoices-csv';
import { invoicing, site } from '../../src/config/site';
import type { Database } from '../../src/types/database';
import { anonClient, campaignEndsOn, newAdvertiserAccount, newConfirmedCampaign, resetBackend, serviceClient, signInAsAdmin } from './helpers';

type Client = SupabaseClient<Database>;

let admin: Client;
let service: Client;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client as Client;
  service = serviceClient() as Client;
});

async function invoicesOf(campaignId: string): Promise<InvoiceSummary[]> {
  const rows = await listInvoices(admin, { campaignId });
  return rows.sort((a, b) => a.cycle_starts_on.localeCompare(b.cycle_starts_on) || a.number_seq - b.number_seq);
}

async function pay(campaignId: string, amountCents: number): Promise<void> {
  const { error } = await service
    .from('payments')
    .insert({ campaign_id: campaignId, amount_cents: amountCents, method: 'cheque', reference: `#${amountCents}` });
  if (error) throw new Error(error.message);
}

describe(`invoices (${inject('databaseKind')})`, () => {
  it('a confirmed campaign gets one invoice per cycle: its boards at the booking price, 13% HST, the issuer and advertiser as of today', async () => {
    const { advertiserId, user } = await newAdvertiserAccount('Invoice Test Bakery');
    const { campaignId, startsOn } = await newConfirmedCampaign(admin, advertiserId, { cycles: 3, boards: 2 });
    const invoices = await invoicesOf(campaignId);
    expect(invoices.map((i) => i.cycle_starts_on)).toEqual(
      [0, 1, 2].map((k) => new Date(Date.parse(`${startsOn}T00:00:00Z`) + k * 28 * 86_400_000).toISOString().slice(0, 10)),
    );
    const seqs = invoices.map((i) => i.number_seq);
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    expect(invoices[0]!.number).toMatch(new RegExp(`^${INVOICING.numberPrefix}-${invoices[0]!.issued_on.slice(0, 4)}-\\d{4,}$`));

    const { data: bookings } = await admin.from('bookings').select('price_per_cycle_cents, discount_bp').eq('campaign_id', campaignId);
    const { data: lines } = await admin
      .from('invoice_lines')
      .select('invoice_id, amount_cents')
      .in(
        'invoice_id',
        invoices.map((i) => i.id),
      );
    invoices.forEach((invoice, index) => {
      const expected = invoiceAmounts(
        bookings!.map((b) => cycleLineCents({ pricePerCycleCents: b.price_per_cycle_cents, discountBp: b.discount_bp }, index + 1)),
      );
      expect({ subtotal: invoice.subtotal_cents, hst: invoice.hst_cents, total: invoice.total_cents }).toEqual({
        subtotal: expected.subtotalCents,
        hst: expected.hstCents,
        total: expected.totalCents,
      });
      expect(lines!.filter((l) => l.invoice_id === invoice.id)).toHaveLength(2);
      expect(invoice.status).toBe('unpaid');
      expect(invoice.bill_to_company).toBe('Invoice Test Bakery');
      expect(invoice.bill_to_email).toBe(user.email);
    });
    // The invoices add up to the campaign's total, cent for cent.
    const { data: summary } = await admin.from('campaign_summaries').select('total_cents').eq('id', campaignId).single();
    expect(invoices.reduce((sum, i) => sum + i.subtotal_cents, 0)).toBe(summary!.total_cents);

    const { data: doc } = await admin.from('invoices').select('issuer_legal_name, issuer_address, issuer_hst_number').eq('id', invoices[0]!.id).single();
    expect(doc).toEqual({
      issuer_legal_name: site.legalName,
      issuer_address: `${site.address.streetAddress}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, Canada`,
      issuer_hst_number: invoicing.hstNumber,
    });
  });

  it('invoices made at once get consecutive numbers: the year has no gap and no number twice', async () => {
    const made = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { advertiserId } = await newAdvertiserAccount(`Race Invoice ${i}`);
        return (await newConfirmedCampaign(admin, advertiserId, { cycles: 1 })).campaignId;
      }),
    );
    const mine = (await Promise.all(made.map(invoicesOf))).flat();
    expect(mine).toHaveLength(6);
    const all = await listInvoices(admin);
    for (const year of new Set(all.map((i) => i.number_year))) {
      const seqs = all
        .filter((i) => i.number_year === year)
        .map((i) => i.number_seq)
        .sort((a, b) => a - b);
      expect(seqs).toEqual(seqs.map((_, k) => k + 1));
    }
    expect(new Set(all.map((i) => i.number)).size).toBe(all.length);
  });

  it('an advertiser reads their own invoices and lines only; the public none; nobody writes one from a browser', async () => {
    const ann = await newAdvertiserAccount('Ann Invoices');
    const bob = await newAdvertiserAccount('Bob Invoices');
    const annCampaign = (await newConfirmedCampaign(admin, ann.advertiserId, { cycles: 2 })).campaignId;
    const bobCampaign = (await newConfirmedCampaign(admin, bob.advertiserId, { cycles: 1 })).campaignId;
    const annClient = ann.user.client as Client;

    const seen = await listInvoices(annClient);
    expect(seen).toHaveLength(2);
    expect(new Set(seen.map((i) => i.campaign_id))).toEqual(new Set([annCampaign]));
    expect(await listInvoices(annClient, { campaignId: bobCampaign })).toEqual([]);
    const bobInvoice = (await invoicesOf(bobCampaign))[0]!;
    expect((await annClient.from('invoice_lines').select('id').eq('invoice_id', bobInvoice.id)).data).toEqual([]);
    expect((await annClient.from('invoice_lines').select('id').eq('invoice_id', seen[0]!.id)).data).toHaveLength(1);
    expect((await (anonClient() as Client).from('invoice_summaries').select('id')).data ?? []).toEqual([]);
    // The printable page's read: their own invoice whole, another's not at all.
    expect((await getInvoiceDocument(annClient, seen[0]!.id))?.lines).toHaveLength(1);
    expect(await getInvoiceDocument(annClient, bobInvoice.id)).toBeNull();

    const insert = await annClient.from('invoices').insert({
      number: 'INV-1999-0001',
      number_year: 1999,
      number_seq: 1,
      campaign_key: annCampaign,
      campaign_reference: 'C-FAKE',
      cycle_starts_on: '2027-01-04',
      cycle_ends_on: '2027-01-31',
      issued_on: '2026-11-27',
      due_on: '2027-01-04',
      issuer_legal_name: 'x',
      issuer_address: 'x',
      issuer_hst_number: 'x',
      bill_to_name: 'x',
      subtotal_cents: 0,
      hst_cents: 0,
    });
    expect(insert.error?.code).toBe('42501');
    for (const client of [annClient, admin]) {
      const update = await client.from('invoices').update({ subtotal_cents: 1 }).eq('id', seen[0]!.id).select('id');
      expect(update.error?.code ?? (update.data?.length === 0 ? 'nothing' : 'changed')).not.toBe('changed');
    }
    expect((await invoicesOf(annCampaign))[0]!.subtotal_cents).toBe(seen.find((i) => i.id === seen[0]!.id)!.subtotal_cents);
  });

  it('payments go against the invoices oldest first: a deposit, a partial payment and a refund (credited on the invoice it paid) leave the balance the rule says', async () => {
    const { advertiserId } = await newAdvertiserAccount('Balance Test');
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 3 });
    const invoices = await invoicesOf(campaignId);
    const first = invoices[0]!.total_cents;
    await pay(campaignId, 50_000);
    await pay(campaignId, first);
    await pay(campaignId, -20_000);
    const received = 50_000 + first - 20_000;
    const after = await invoicesOf(campaignId);
    // The refund gave back money that paid the second invoice: a credit note takes it off that invoice, so it is not owed again.
    const expected = allocatePayments(
      invoices.map((i, n) => ({ id: i.id, totalCents: i.total_cents, creditedCents: n === 1 ? 20_000 : 0 })),
      received,
    );
    expect(after.map((i) => i.credited_cents)).toEqual([0, 20_000, 0]);
    expect(after.map((i) => ({ id: i.id, paidCents: i.paid_cents, balanceCents: i.balance_cents }))).toEqual(expected);
    expect(after.map((i) => i.status)).toEqual(['paid', 'partly_paid', 'unpaid']);
    expect(after[1]!.paid_cents).toBe(30_000);
  });

  it('an extension invoices the new cycles; a better rate replaces the invoices of cycles to come; a cancellation voids them', async () => {
    const { advertiserId } = await newAdvertiserAccount('Change Test');
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 2 });
    const before = await invoicesOf(campaignId);
    expect(before).toHaveLength(2);

    // 2 -> 3 cycles earns the 3-cycle rate: every cycle (none has begun) is billed anew.
    expect(
      (await admin.rpc('extend_campaign', { p_campaign: campaignId, p_ends_on: (await campaignEndsOn(admin, campaignId))!, p_cycles: 1 })).error,
    ).toBeNull();
    const extended = await invoicesOf(campaignId);
    const inForce = extended.filter((i) => i.status !== 'void');
    expect(inForce).toHaveLength(3);
    expect(
      extended
        .filter((i) => i.status === 'void')
        .map((i) => i.id)
        .sort(),
    ).toEqual(before.map((i) => i.id).sort());
    const { data: summary } = await admin.from('campaign_summaries').select('total_cents').eq('id', campaignId).single();
    expect(inForce.reduce((sum, i) => sum + i.subtotal_cents, 0)).toBe(summary!.total_cents);

    // 3 -> 4 cycles keeps the rate: the three stand, the fourth is added.
    expect(
      (await admin.rpc('extend_campaign', { p_campaign: campaignId, p_ends_on: (await campaignEndsOn(admin, campaignId))!, p_cycles: 1 })).error,
    ).toBeNull();
    const again = (await invoicesOf(campaignId)).filter((i) => i.status !== 'void');
    expect(again).toHaveLength(4);
    expect(again.slice(0, 3).map((i) => i.id)).toEqual(inForce.map((i) => i.id));

    // Cancelled before its first cycle: every invoice is void, with the reason, and owes nothing.
    expect((await admin.rpc('cancel_campaign', { p_campaign: campaignId, p_reason: 'Changed their mind' })).error).toBeNull();
    const cancelled = await invoicesOf(campaignId);
    expect(cancelled.every((i) => i.status === 'void' && i.balance_cents === 0)).toBe(true);
    expect(cancelled.at(-1)!.void_reason).toBe('The campaign was cancelled before this cycle began.');
  });

  it("the accountant's CSV of a month adds up to the invoices issued in it", async () => {
    const all = await listInvoices(admin);
    const month = all[0]!.issued_on.slice(0, 7);
    const ofMonth = all.filter((i) => i.issued_on.startsWith(month));
    const listed = await listInvoices(admin, { month });
    expect(listed.map((i) => i.id).sort()).toEqual(ofMonth.map((i) => i.id).sort());

    const [header, ...rows] = invoicesCsv(listed).trimEnd().split('\r\n');
    expect(header).toBe('Number,Date,Advertiser,Subtotal (CAD),HST (CAD),Total (CAD),Paid (CAD),Balance (CAD),Status,Campaign');
    expect(rows).toHaveLength(listed.length);
    // No advertiser here has a comma in its name, so a plain split finds the columns.
    const cents = (column: number) => rows.reduce((sum, row) => sum + Math.round(Number(row.split(',')[column]) * 100), 0);
    const sum = (key: 'subtotal_cents' | 'hst_cents' | 'total_cents' | 'paid_cents' | 'balance_cents') => listed.reduce((s, i) => s + i[key], 0);
    expect([cents(3), cents(4), cents(5), cents(6), cents(7)]).toEqual([
      sum('subtotal_cents'),
      sum('hst_cents'),
      sum('total_cents'),
      sum('paid_cents'),
      sum('balance_cents'),
    ]);
    expect(sum('paid_cents')).toBeGreaterThan(0);
  });

  it('an erasure request removes the campaign and the advertiser but keeps the invoice, its details as issued and what was paid', async () => {
    const { advertiserId, user } = await newAdvertiserAccount('Erased Co');
    const { campaignId } = await newConfirmedCampaign(admin, advertiserId, { cycles: 1 });
    const [invoice] = await invoicesOf(campaignId);
    await pay(campaignId, 10_000);

    const { error } = await admin.rpc('privacy_delete', { p_email: user.email });
    expect(error).toBeNull();
    expect((await admin.from('campaigns').select('id').eq('id', campaignId)).data).toEqual([]);
    expect((await admin.from('advertisers').select('id').eq('id', advertiserId)).data).toEqual([]);

    const { data: kept } = await admin.from('invoice_summaries').select('*').eq('id', invoice!.id).single();
    expect(kept).toMatchObject({
      number: invoice!.number,
      campaign_id: null,
      advertiser_id: null,
      bill_to_company: 'Erased Co',
      total_cents: invoice!.total_cents,
      paid_cents: 10_000,
      status: 'partly_paid',
    });
  });
});
