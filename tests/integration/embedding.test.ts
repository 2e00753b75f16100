// PostgREST's resource embedding where leads.test.ts's readLeads tests do not
// already reach: the order of the embedded rows, and row-level security on
// the embedded table.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, resetBackend, serviceClient, signInAsAdmin } from './helpers';

// The seed's Dundas Street board, which has bookings of several lengths.
const DUNDAS = 'c0000000-0000-4000-8000-000000000004';

beforeAll(async () => {
  await resetBackend();
});

describe('embedded rows', () => {
  // protects: read-leads.ts's .order('starts_on', { referencedTable: 'bookings' }).order('id', { referencedTable: 'bookings' }).
  // (The seed's bookings on this board share a start, so they are ordered by length here.)
  it('.order(…, { referencedTable }) orders the embedded array by each key in turn', async () => {
    const { client: admin } = await signInAsAdmin();
    const { data, error } = await admin
      .from('billboard_locations')
      .select('id, bookings(id, cycles)')
      .eq('id', DUNDAS)
      .order('cycles', { referencedTable: 'bookings', ascending: false })
      .order('id', { referencedTable: 'bookings' });
    expect(error).toBeNull();
    const expected = await serviceClient().from('bookings').select('id, cycles').eq('location_id', DUNDAS).order('cycles', { ascending: false }).order('id');
    expect(expected.data!.length).toBeGreaterThan(2);
    expect(data).toEqual([{ id: DUNDAS, bookings: expected.data }]);
  });

  // Each embed must run under the caller's role: otherwise a public read of
  // the boards would hand out their bookings.
  it('row-level security decides on the embedded table: a signed-in non-admin gets [], anon is refused (401, 42501), the admin reads them', async () => {
    const { client: user } = await createUser();
    const { client: admin } = await signInAsAdmin();
    const mine = await user.from('billboard_locations').select('id, bookings(id)').eq('id', DUNDAS);
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ id: DUNDAS, bookings: [] }]);
    const theirs = await admin.from('billboard_locations').select('id, bookings(id)').eq('id', DUNDAS);
    expect(theirs.data![0]!.bookings.length).toBeGreaterThan(1);
    const { data, error, status } = await anonClient().from('billboard_locations').select('id, bookings(id)');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table bookings' });
  });
});
