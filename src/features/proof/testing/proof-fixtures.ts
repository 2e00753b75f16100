// What the fake client answers in the proof components' tests: a campaign on
// two boards, one of them for two cycles, and one photo.
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
