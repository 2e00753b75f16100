// What the fake client answers in the proof components' tests: a campaign on
// two boards, one of them for two cycles, one photo, and a make-good for
// each board's first cycle.
import type { BuilderCall } from '@/testing/fake-query-builder';

export const CAMPAIGN_ID = 'a2000000-0000-4000-8000-000000000007';
export const DUNDAS = 'c0000000-0000-4000-8000-000000000001';
export const OXFORD = 'c0000000-0000-4000-8000-000000000002';

export const FIGURES = [
  {
    location_id: DUNDAS,
    board_name: 'London — Dundas St Downtown',
    board_slug: 'london-dundas-st-downtown',
    cycle_start: '2026-12-07',
    cycle_end: '2027-01-03',
    operating_hours: '6:00 a.m. to midnight, every day',
    loop_seconds: 48,
    contracted_plays: 37800,
    delivered_plays: 37044,
  },
  {
    location_id: DUNDAS,
    board_name: 'London — Dundas St Downtown',
    board_slug: 'london-dundas-st-downtown',
    cycle_start: '2027-01-04',
    cycle_end: '2027-01-31',
    operating_hours: '6:00 a.m. to midnight, every day',
    loop_seconds: 48,
    contracted_plays: 37800,
    delivered_plays: 0,
  },
  {
    location_id: OXFORD,
    board_name: 'London — Oxford St W at Hyde Park Rd',
    board_slug: 'london-oxford-st-w-at-hyde-park-rd',
    cycle_start: '2026-12-07',
    cycle_end: '2027-01-03',
    operating_hours: 'By arrangement',
    loop_seconds: 32,
    contracted_plays: null,
    delivered_plays: 12,
  },
];

// campaign_make_goods' rows: extra days on Dundas for its first cycle, a credit note on Oxford.
export const MAKE_GOODS = [
  {
    id: 'm1',
    location_id: DUNDAS,
    board_name: 'London — Dundas St Downtown',
    cycle_start: '2026-12-07',
    kind: 'extra_days',
    contracted_plays: 37800,
    delivered_plays: 30000,
    starts_on: '2027-02-01',
    last_day: '2027-02-05',
    days: 5,
    make_good_plays: 6480,
    credit_note_number: null,
    credit_subtotal_cents: null,
    credit_total_cents: null,
    created_at: '2027-01-05T15:00:00Z',
  },
  {
    id: 'm2',
    location_id: OXFORD,
    board_name: 'London — Oxford St W at Hyde Park Rd',
    cycle_start: '2026-12-07',
    kind: 'credit',
    contracted_plays: 1000,
    delivered_plays: 12,
    starts_on: null,
    last_day: null,
    days: null,
    make_good_plays: null,
    credit_note_number: 'CN-2027-0004',
    credit_subtotal_cents: 25000,
    credit_total_cents: 28250,
    created_at: '2027-01-05T15:00:00Z',
  },
];

/** What the proof's functions answer: the figures, the make-goods, and `other` for any other function. */
export const proofRpc =
  (other: unknown = null) =>
  async (name: string) =>
    name === 'campaign_proof'
      ? { data: FIGURES, error: null }
      : name === 'campaign_make_goods'
        ? { data: MAKE_GOODS, error: null }
        : { data: other, error: null };

export const PHOTO = {
  id: 'p1',
  location_id: DUNDAS,
  cycle_start: '2026-12-07',
  storage_path: `${CAMPAIGN_ID}/f0000000-0000-4000-8000-000000000001.jpg`,
  taken_at: '2026-12-08T23:05:00Z',
  width: 1600,
  height: 457,
};

export function answer(table: string, _calls: BuilderCall[]): unknown {
  if (table === 'campaigns')
    return { data: { id: CAMPAIGN_ID, reference: 'C-7K3Q9X', name: 'Winter menu', advertiser: { company: 'Raman Family Dental' } }, error: null };
  if (table === 'proof_photos') return { data: [PHOTO], error: null };
  if (table === 'billboard_locations')
    return {
      data: [
        { id: DUNDAS, daily_impressions: 24000, slots_per_loop: 6 },
        { id: OXFORD, daily_impressions: null, slots_per_loop: 4 },
      ],
      error: null,
    };
  if (table === 'play_log_imports')
    return {
      data: [{ id: 'i1', file_name: 'dundas-week-49.csv', rows_in_file: 12000, rows_imported: 11990, imported_at: '2026-12-14T14:30:00Z' }],
      error: null,
    };
  throw new Error(`unexpected table ${table}`);
}
