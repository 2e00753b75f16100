// The database's own statement of each business rule against the one module
// the app reads them from (supabase/functions/_shared/business-rules.ts): check
// constraints, the private functions that hold a limit, column defaults, the
// artwork bucket and the status enums, read from the catalog of a database
// built from the migrations (as catalog.test.ts does). A migration that changes
// one side alone fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicing, payments, site } from '../../src/config/site';
import { MESSAGE_NAMES } from '../../src/lib/message-names';
import { Constants } from '../../src/types/database';
import { bookingPrice, bookingTotalCents, nextCycleStarts } from '../../supabase/functions/_shared/booking-cycles';
import { effectiveBookingStatus } from '../../supabase/functions/_shared/booking-slots';
import {
  ARTWORK,
  BOARD,
  BOOKING,
  CAMPAIGN,
  CARD_AUTHORISATION_DAYS,
  INVISIBLE_FORMATTING,
  MAKE_GOOD,
  PLAN,
  PRICING,
} from '../../supabase/functions/_shared/business-rules';
import { CAMPAIGN_TERMS } from '../../supabase/functions/_shared/campaign-terms';
import { ARTWORK_REVIEW, DEPOSIT, INVOICE_EMAILS, INVOICING, OUTBOX, TAX, WORKLIST } from '../../supabase/functions/_shared/sale-rules';
import { ARTWORK_STATE_LABELS, REJECT_REASON_LABELS } from '../../supabase/functions/_shared/artwork-reasons';
import { hstCents } from '../../supabase/functions/_shared/tax';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

let db: SeededDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db.close();
});

/** A check constraint as Postgres prints it, e.g. CHECK (((cycles >= 1) AND (cycles <= 13))). */
async function checkClause(table: string, name: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
      where c.conrelid = $1::regclass and c.conname = $2 and c.contype = 'c'`,
    [`public.${table}`, name],
  );
  if (!rows[0]) throw new Error(`no check constraint ${name} on ${table}`);
  return rows[0].def;
}

/** The bounds a range check states: the numbers after >= and <=. */
async function checkRange(table: string, name: string): Promise<{ min: number | null; max: number | null }> {
  const def = await checkClause(table, name);
  const bound = (op: string) => {
    const match = new RegExp(`${op}\\s*\\(?(-?\\d+(?:\\.\\d+)?)`).exec(def);
    return match ? Number(match[1]) : null;
  };
  return { min: bound('>='), max: bound('<=') };
}

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<{ value: T }>(sql, params);
  return rows[0]!.value;
}

describe('the database states the business rules of business-rules.ts', () => {
  it('campaign length: the two range checks and the booking functions', async () => {
    const range = { min: CAMPAIGN.minCycles, max: CAMPAIGN.maxCycles };
    expect(await checkRange('bookings', 'bookings_cycles_range')).toEqual(range);
    expect(await checkRange('contact_inquiries', 'contact_inquiries_requested_cycles_range')).toEqual(range);
    expect(await scalar<number>('select private.max_campaign_cycles() as value')).toBe(CAMPAIGN.maxCycles);
    const [start] = nextCycleStarts(new Date(), 1, site.bookingCycles) as [string];
    await expect(db.query('select private.check_booking_dates($1::date, $2)', [start, CAMPAIGN.maxCycles])).resolves.toBeDefined();
    await expect(db.query('select private.check_booking_dates($1::date, $2)', [start, CAMPAIGN.maxCycles + 1])).rejects.toThrow(
      `A booking runs for ${CAMPAIGN.minCycles} to ${CAMPAIGN.maxCycles} cycles, not ${CAMPAIGN.maxCycles + 1}.`,
    );
  });

  it('the start window: the next BOOKING.bookableStarts cycle starts and no later one', async () => {
    expect(await scalar<number>('select private.booking_start_window() as value')).toBe(BOOKING.bookableStarts);
    const starts = nextCycleStarts(new Date(), BOOKING.bookableStarts + 1, site.bookingCycles);
    const last = starts[BOOKING.bookableStarts - 1]!;
    const beyond = starts[BOOKING.bookableStarts]!;
    await expect(db.query('select private.check_booking_window($1::date)', [last])).resolves.toBeDefined();
    await expect(db.query('select private.check_booking_window($1::date)', [beyond])).rejects.toThrow(`the last on ${last}, not ${beyond}`);
  });

  it('boards per plan: the lead check and the booking function', async () => {
    expect(await checkRange('contact_inquiries', 'contact_inquiries_location_ids_count')).toEqual({ min: null, max: PLAN.maxBoards });
    expect(await scalar<number>('select private.max_plan_boards() as value')).toBe(PLAN.maxBoards);
  });

  it("a board's spots, spot length and rate", async () => {
    expect(await checkRange('billboard_locations', 'billboard_locations_slots_per_loop_range')).toEqual(BOARD.slotsPerLoop);
    expect(await checkRange('billboard_locations', 'billboard_locations_spot_seconds_range')).toEqual(BOARD.spotSeconds);
    expect(await checkRange('billboard_locations', 'billboard_locations_rate_per_cycle_range')).toEqual(BOARD.ratePerCycle);
  });

  it('artwork: the upload record checks, the stored path and the private bucket', async () => {
    expect(await checkRange('artwork_uploads', 'artwork_uploads_size')).toEqual({ min: 1, max: ARTWORK.maxBytes });
    const types = [...(await checkClause('artwork_uploads', 'artwork_uploads_content_type')).matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
    expect(types).toEqual(Object.keys(ARTWORK.types));
    const path = await checkClause('artwork_uploads', 'artwork_uploads_object_path_shape');
    expect(/\\\.\(([a-z|]+)\)\$/.exec(path)?.[1]?.split('|')).toEqual(Object.values(ARTWORK.types));
    const { rows } = await db.query(`select file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'booking-artwork'`);
    expect(rows).toEqual([{ limit: ARTWORK.maxBytes, allowed_mime_types: Object.keys(ARTWORK.types) }]);
  });

  it('artwork review: the deadline, the go-live hours, the version checks and the fixed lists of states and reasons', async () => {
    expect(await scalar<number>('select private.artwork_deadline_business_days() as value')).toBe(ARTWORK_REVIEW.changeDeadlineBusinessDays);
    expect(await scalar<number>('select private.artwork_go_live_hours() as value')).toBe(ARTWORK_REVIEW.goLiveHoursAfterApproval);
    expect(await checkRange('artwork_versions', 'artwork_versions_size')).toEqual({ min: 1, max: ARTWORK.maxBytes });
    expect(await checkRange('artwork_files', 'artwork_files_size')).toEqual({ min: 1, max: ARTWORK.maxBytes });
    const types = [...(await checkClause('artwork_versions', 'artwork_versions_content_type')).matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
    expect(types).toEqual(Object.keys(ARTWORK.types));
    expect([...Constants.public.Enums.artwork_state]).toEqual(Object.keys(ARTWORK_STATE_LABELS));
    expect([...Constants.public.Enums.artwork_reject_reason]).toEqual(Object.keys(REJECT_REASON_LABELS));
  });

  it('a booking request holds its slots for BOOKING.requestHoldDays days by default', async () => {
    const expr = await scalar<string>(
      `select pg_get_expr(d.adbin, d.adrelid) as value from pg_attrdef d
         join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'public.bookings'::regclass and a.attname = 'expires_at'`,
    );
    expect(expr).toBe(`(now() + '${BOOKING.requestHoldDays} days'::interval)`);
  });

  it('a card authorisation lasts CARD_AUTHORISATION_DAYS days, and a request holds its slots no longer', async () => {
    expect(await scalar<number>('select private.card_authorisation_days() as value')).toBe(CARD_AUTHORISATION_DAYS);
    const expr = await scalar<string>(
      `select pg_get_expr(d.adbin, d.adrelid) as value from pg_attrdef d
         join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
        where d.adrelid = 'public.bookings'::regclass and a.attname = 'expires_at'`,
    );
    const holdDays = Number(/'(\d+) days'/.exec(expr)?.[1]);
    expect(holdDays).toBeLessThanOrEqual(CARD_AUTHORISATION_DAYS);
    expect(BOOKING.requestHoldDays).toBeLessThanOrEqual(CARD_AUTHORISATION_DAYS);
  });

  it('a booking holds its slot by the same rule in SQL and in the app (a request until it expires)', async () => {
    const now = new Date('2026-12-01T12:00:00Z');
    const expiries = [null, '2026-12-01T11:59:59Z', '2026-12-01T12:00:00Z', '2026-12-01T12:00:01Z'];
    for (const status of Constants.public.Enums.booking_status) {
      for (const expires of expiries) {
        const sql = await scalar<boolean>('select private.booking_holds_slot($1::public.booking_status, $2::timestamptz, $3::timestamptz) as value', [
          status,
          expires,
          now.toISOString(),
        ]);
        const app = ['requested', 'confirmed'].includes(effectiveBookingStatus({ status, expires_at: expires }, now));
        expect({ status, expires, holds: sql }).toEqual({ status, expires, holds: app });
      }
    }
  });

  it('an unpaid campaign keeps its slots DEPOSIT.unpaidReleaseDays days after confirmation', async () => {
    expect(await scalar<number>('select private.unpaid_release_days() as value')).toBe(DEPOSIT.unpaidReleaseDays);
    expect(payments.unpaidReleaseDays).toBe(DEPOSIT.unpaidReleaseDays);
  });

  it('the worklist: a lead late after WORKLIST.leadAnswerBusinessDays, a deposit listed WORKLIST.depositDueSoonHours before it falls due', async () => {
    expect(await scalar<number>('select private.lead_answer_business_days() as value')).toBe(WORKLIST.leadAnswerBusinessDays);
    expect(await scalar<number>('select private.deposit_due_soon_hours() as value')).toBe(WORKLIST.depositDueSoonHours);
  });

  it('a make-good is owed under MAKE_GOOD.threshold of the contracted plays, and gives at most MAKE_GOOD.maxExtraDays days', async () => {
    expect(Number(await scalar<string>('select private.make_good_threshold() as value'))).toBe(MAKE_GOOD.threshold);
    expect(await scalar<number>('select private.make_good_max_days() as value')).toBe(MAKE_GOOD.maxExtraDays);
  });

  it('the outbox gives a message up after OUTBOX.maxAttempts attempts', async () => {
    expect(await scalar<number>('select private.outbox_max_attempts() as value')).toBe(OUTBOX.maxAttempts);
  });

  it('every kind of message the outbox may hold has its words on the staff’s screens', async () => {
    const def = await scalar<string>(
      `select pg_get_constraintdef(c.oid) as value from pg_constraint c where c.conrelid = 'private.outbox'::regclass and c.conname = 'outbox_kind_check'`,
    );
    const kinds = [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
    expect(kinds.sort()).toEqual(Object.keys(MESSAGE_NAMES).sort());
  });

  it('a cancellation gets the deposit back DEPOSIT.refundNoticeDays days before the first cycle, as the terms say', async () => {
    expect(await scalar<number>('select private.deposit_refund_notice_days() as value')).toBe(DEPOSIT.refundNoticeDays);
    expect(CAMPAIGN_TERMS.points.filter((p) => p.includes(`${DEPOSIT.refundNoticeDays} days before`))).toHaveLength(2);
  });

  it('statuses are enums whose labels are the generated types’ (src/types/database.ts)', async () => {
    const { rows } = await db.query<{ name: string; labels: string[] }>(`
      select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
      from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = 'public' group by t.typname order by t.typname`);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.labels]))).toEqual(Constants.public.Enums);
    // No status is left as text behind a check constraint.
    const checks = await db.query<{ name: string }>(`
      select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype = 'c' and c.conname like '%status%'`);
    expect(checks.rows).toEqual([]);
  });

  it('a booking is priced by the estimate’s rule: the length rates, the "from" price and the rounding agree', async () => {
    const range = { low: BOARD.ratePerCycle.min, high: BOARD.ratePerCycle.max };
    for (let cycles = CAMPAIGN.minCycles; cycles <= CAMPAIGN.maxCycles; cycles++) {
      const sql = await scalar<number>('select private.duration_discount_bp($1) as value', [cycles]);
      expect({ cycles, discountBp: sql }).toEqual({
        cycles,
        discountBp: bookingPrice({ rate_per_cycle: null }, cycles, PRICING.durationRates, range).discountBp,
      });
    }
    // Awkward amounts: halves of a cent round up, as the app rounds them.
    for (const [price, cycles, bp] of [
      [123_45, 3, 500],
      [99_99, 7, 1000],
      [1, 1, 5000],
      [3, 1, 5000],
      [165_000, 13, 1000],
    ] as const) {
      const sql = await scalar<number>('select public.booking_total_cents($1, $2, $3)::int as value', [price, cycles, bp]);
      expect({ price, cycles, bp, total: sql }).toEqual({ price, cycles, bp, total: bookingTotalCents({ pricePerCycleCents: price, discountBp: bp }, cycles) });
    }
  });

  it('HST: the rate, and the half-up rounding on a subtotal, agree on awkward amounts and credits', async () => {
    expect(await scalar<number>('select private.hst_basis_points() as value')).toBe(TAX.hstBasisPoints);
    const amounts = [0, 1, 3, 4, 50, 3_850, 115, 4_999, 5_000, 123_456_789, 1_234_567_891, -50, -3_850, -1];
    for (const subtotal of [...amounts, ...Array.from({ length: 200 }, (_, i) => i * 37 + 11)]) {
      const sql = await scalar<string>('select private.hst_cents($1::bigint)::text as value', [subtotal]);
      // + 0: a credit of under half a cent is -0 in JavaScript, plain 0 in SQL.
      expect({ subtotal, hst: Number(sql) }).toEqual({ subtotal, hst: hstCents(subtotal) + 0 });
    }
  });

  it('storage object names: the database refuses exactly the characters INVISIBLE_FORMATTING names', { timeout: 60_000 }, async () => {
    // Every code point of the Basic Multilingual Plane (where every format character of the class lives), the tag characters, and a sample beyond.
    const codes = [
      ...Array.from({ length: 0xffff }, (_, i) => i + 1).filter((code) => code < 0xd800 || code > 0xdfff),
      ...Array.from({ length: 0x80 }, (_, i) => 0xe0000 + i),
      ...Array.from({ length: 4000 }, (_, i) => 0x10000 + i * 261),
    ];
    const { rows } = await db.query<{ code: number }>(
      'select code from unnest($1::int[]) as code where private.has_invisible_formatting(chr(code)) order by code',
      [codes],
    );
    const refused = codes.filter((code) => INVISIBLE_FORMATTING.test(String.fromCodePoint(code))).sort((a, b) => a - b);
    expect(refused.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.code)).toEqual(refused);
    expect(await scalar<boolean>('select private.has_invisible_formatting($1) as value', ['posts/evil\u202egnp.exe'])).toBe(true);
    expect(await scalar<boolean>('select private.has_invisible_formatting($1) as value', ['posts/1700000000-spring-sale.webp'])).toBe(false);
  });

  it('every storage policy that lets a role write an object refuses those names', async () => {
    const { rows } = await db.query<{ name: string; refuses: boolean }>(`
      select policyname as name, coalesce(with_check, '') like '%has_invisible_formatting(name)%' as refuses
      from pg_policies
      where schemaname = 'storage' and tablename = 'objects' and cmd in ('INSERT', 'UPDATE', 'ALL')
      order by policyname`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.refuses).map((r) => r.name)).toEqual([]);
  });

  it("an invoice's payment days (the due-date rule's too) and its issuer are the app's", async () => {
    expect(await scalar<number>('select private.invoice_min_payment_days() as value')).toBe(INVOICING.minPaymentDays);
    expect(await scalar<number>('select private.invoice_due_days_before_cycle() as value')).toBe(INVOICING.dueDaysBeforeCycle);
    expect(await scalar<number>('select private.invoice_due_soon_days() as value')).toBe(INVOICE_EMAILS.dueSoonDays);
    expect(INVOICE_EMAILS.dueSoonDays).toBeLessThan(INVOICING.minPaymentDays);
    const { rows } = await db.query('select legal_name, address, hst_number from private.invoice_issuer()');
    expect(rows).toEqual([
      {
        legal_name: site.legalName,
        address: `${site.address.streetAddress}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}, Canada`,
        hst_number: invoicing.hstNumber,
      },
    ]);
  });
});
