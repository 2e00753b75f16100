import { describe, expect, it } from 'vitest';
import { loadingCsv, loadingFileStem } from './loading-csv';
import { planLoading, playerFileName, type LoadingRun } from './loading-plan';

const run = (over: Partial<LoadingRun>): LoadingRun => ({
  location_id: 'b1',
  board: 'Dundas & Richmond',
  campaign_id: 'c1',
  reference: 'C-7K3Q9X',
  campaign_name: 'Pizza, downtown',
  version_id: 'v1',
  version: 1,
  storage_path: 'campaigns/c1/a.png',
  content_type: 'image/png',
  load_on: '2026-12-07',
  last_day: '2027-01-03',
  make_good_days: 0,
  ...over,
});

describe('playerFileName', () => {
  it('puts the reference first, then the version, with the stored type’s extension', () => {
    expect(playerFileName('C-7K3Q9X', 2, 'image/png', 'campaigns/c1/x.png')).toBe('C-7K3Q9X-v2.png');
    expect(playerFileName('C-7K3Q9X', 1, 'image/jpeg', 'campaigns/c1/x.jpg')).toBe('C-7K3Q9X-v1.jpg');
    // A type the rules do not name keeps the stored file's own extension.
    expect(playerFileName('C-4MPW2R', 3, null, 'requests/2026-11/x.JPEG')).toBe('C-4MPW2R-v3.jpeg');
  });

  it('keeps the reference readable by the proof of play importer’s pattern', () => {
    // The importer's rule (import_proof_of_play): C-… not run into other letters or digits.
    const name = playerFileName('C-7K3Q9X', 12, 'image/png', 'x.png').toUpperCase();
    expect(/(?:^|[^A-Z0-9])(C-[A-Z0-9]+)(?![A-Z0-9])/.exec(name)?.[1]).toBe('C-7K3Q9X');
  });
});

describe('planLoading', () => {
  const runs: LoadingRun[] = [
    // Version 1 for a cycle, then version 2 replaces it from the next.
    run({}),
    run({ version_id: 'v2', version: 2, storage_path: 'campaigns/c1/b.jpg', content_type: 'image/jpeg', load_on: '2027-01-04', last_day: '2027-01-31' }),
    // Another campaign starts the same day on the same board, with no approved artwork yet.
    run({ campaign_id: 'c2', reference: 'C-AAAAAA', campaign_name: 'Garage', version_id: null, version: null, storage_path: null, content_type: null }),
    // An earlier board name sorts first; its run ended before the span shown.
    run({ location_id: 'b0', board: 'Adelaide & Oxford', campaign_id: 'c3', reference: 'C-BBBBBB', load_on: '2026-10-12', last_day: '2026-12-06' }),
  ];

  it('groups by board, then by day: what to load from it and what to remove after the day before', () => {
    const plan = planLoading(runs, '2026-12-01', '2027-12-31');
    expect(plan.map((b) => b.board)).toEqual(['Adelaide & Oxford', 'Dundas & Richmond']);

    const [adelaide, dundas] = plan;
    // Loaded before the span: only its removal shows.
    expect(adelaide!.days).toEqual([
      { on: '2026-12-07', removeAfter: '2026-12-06', load: [], remove: [expect.objectContaining({ fileName: 'C-BBBBBB-v1.png' })], missing: [] },
    ]);

    expect(dundas!.days.map((d) => [d.on, d.load.map((f) => f.fileName), d.remove.map((f) => f.fileName), d.missing.map((m) => m.reference)])).toEqual([
      ['2026-12-07', ['C-7K3Q9X-v1.png'], [], ['C-AAAAAA']],
      ['2027-01-04', ['C-7K3Q9X-v2.jpg'], ['C-7K3Q9X-v1.png'], []],
      ['2027-02-01', [], ['C-7K3Q9X-v2.jpg'], []],
    ]);
    expect(dundas!.days[1]!.removeAfter).toBe('2027-01-03');
    expect(dundas!.days[1]!.load[0]).toMatchObject({ storagePath: 'campaigns/c1/b.jpg', version: 2, campaignName: 'Pizza, downtown' });
  });

  it('leaves out the changes outside the span', () => {
    const plan = planLoading(runs, '2027-01-01', '2027-01-10');
    expect(plan.map((b) => [b.board, b.days.map((d) => d.on)])).toEqual([['Dundas & Richmond', ['2027-01-04']]]);
  });

  it('writes one CSV row per file and per campaign missing its artwork, quoted as RFC 4180 asks', () => {
    const csv = loadingCsv(planLoading(runs.slice(0, 3), '2026-12-01', '2027-01-10'));
    expect(csv.split('\r\n')).toEqual([
      'Board,Action,Date,Campaign,Campaign name,Version,File name',
      'Dundas & Richmond,Load from,2026-12-07,C-7K3Q9X,"Pizza, downtown",1,C-7K3Q9X-v1.png',
      'Dundas & Richmond,No approved artwork from,2026-12-07,C-AAAAAA,Garage,,',
      'Dundas & Richmond,Remove after,2027-01-03,C-7K3Q9X,"Pizza, downtown",1,C-7K3Q9X-v1.png',
      'Dundas & Richmond,Load from,2027-01-04,C-7K3Q9X,"Pizza, downtown",2,C-7K3Q9X-v2.jpg',
      '',
    ]);
    expect(loadingFileStem('2027-01-04', 'Dundas & Richmond')).toBe('players-dundas-richmond-2027-01-04');
    expect(loadingFileStem('2027-01-04', null)).toBe('players-2027-01-04');
  });
});
