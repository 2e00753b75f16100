// src/types/database.ts is generated from the migrations (npm run db:types),
// and this is the check that it is not stale: a migration changed without
// regenerating it fails here. How the generated types fit the app's calls is
// the type check's business.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILE, exposedSchemas, generateDatabaseTypes } from '../../scripts/db-types/generate';
import { builtPglite } from '../../supabase/local/pglite-images';

describe('src/types/database.ts', () => {
  it('is what npm run db:types generates from the migrations, for the schemas the API exposes and never private', async () => {
    // The run's built database: the same bootstrap and migrations, already applied (its seed adds
    // rows, never an object the types could show).
    const generated = await generateDatabaseTypes(builtPglite);
    expect(readFileSync(DATABASE_TYPES_FILE, 'utf8') === generated, 'src/types/database.ts is stale: run npm run db:types').toBe(true);
    expect(exposedSchemas()).toEqual(['public', 'graphql_public']);
    expect(generated).not.toMatch(/\bprivate\b|\badmins\b|is_admin\b/);
  });
});
