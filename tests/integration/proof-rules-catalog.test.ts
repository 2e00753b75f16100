// The proof of play's limits as the database states them, against PROOF in
// supabase/functions/_shared/business-rules.ts (as business-rules-catalog.test.ts
// does for the other rules): a migration that changes one side alone fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_IMPORT } from '../../supabase/functions/_shared/proof-import-rules';
import { PROOF, PROOF_PHOTO_BUCKET } from '../../supabase/functions/_shared/sale-rules';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

let db: SeededDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db.close();
});

async function checkClause(table: string, name: string): Promise<string> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c where c.conrelid = $1::regclass and c.conname = $2 and c.contype = 'c'`,
    [`public.${table}`, name],
  );
  if (!rows[0]) throw new Error(`no check constraint ${name} on ${table}`);
  return rows[0].def;
}

const bounds = (def: string) => [...def.matchAll(/(?:>=|<=)\s*\(?(\d+)/g)].map((m) => Number(m[1]));

describe('the database states the proof rules of business-rules.ts', () => {
  it('the photo bucket: private, JPEG only, its size limit', async () => {
    const { rows } = await db.query<{ public: boolean; limit: number; types: string[] }>(
      `select public, file_size_limit::int as limit, allowed_mime_types as types from storage.buckets where id = $1`,
      [PROOF_PHOTO_BUCKET],
    );
    expect(rows).toEqual([{ public: false, limit: PROOF.photoMaxBytes, types: [PROOF.photoType] }]);
  });

  it("a stored photo's sides", async () => {
    expect(bounds(await checkClause('proof_photos', 'proof_photos_width'))).toEqual([1, PROOF.photoMaxEdge]);
    expect(bounds(await checkClause('proof_photos', 'proof_photos_height'))).toEqual([1, PROOF.photoMaxEdge]);
  });

  it("a play's seconds and creative reference, and the rows one import takes", async () => {
    expect(bounds(await checkClause('plays', 'plays_seconds_range'))).toEqual([1, PROOF.playMaxSeconds]);
    expect(bounds(await checkClause('plays', 'plays_creative_ref_length'))).toEqual([1, PROOF.creativeRefMaxLength]);
    const { rows } = await db.query<{ value: number }>('select private.max_play_log_rows() as value');
    expect(rows[0]!.value).toBe(PROOF.playLogMaxRows);
  });

  it("an aggregated row's count, and the rows of each kind an import's summary shows", async () => {
    expect(bounds(await checkClause('plays', 'plays_play_count_range'))).toEqual([1, PROOF_IMPORT.playMaxCount]);
    const { rows } = await db.query<{ value: number }>('select private.proof_import_sample_rows() as value');
    expect(rows[0]!.value).toBe(PROOF_IMPORT.sampleRows);
  });
});
