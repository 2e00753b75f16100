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

describe('counting embedded rows: other(count), as PostgREST answers it', () => {
  it('gives [{ count }] per parent row, honours the embed’s filters and row-level security', async () => {
    const { client: admin } = await signInAsAdmin();
    const all = await serviceClient().from('bookings').select('id, status').eq('location_id', DUNDAS);
    const confirmed = all.data!.filter((b) => b.status === 'confirmed').length;
    expect(confirmed).toBeGreaterThan(0);
    expect(confirmed).toBeLessThan(all.data!.length);

    const { data, error } = await admin.from('billboard_locations').select('id, bookings(count)').eq('id', DUNDAS);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: DUNDAS, bookings: [{ count: all.data!.length }] }]);
    const filtered = await admin.from('billboard_locations').select('id, bookings(count)').eq('id', DUNDAS).eq('bookings.status', 'confirmed');
    expect(filtered.data).toEqual([{ id: DUNDAS, bookings: [{ count: confirmed }] }]);
    // A parent with no related rows counts 0, not null.
    const lone = await admin
      .from('advertisers')
      .insert({ contact_name: 'No campaigns yet', email: `lone-${Date.now()}@example.com` })
      .select('id, campaigns(count)')
      .single();
    expect(lone.data!.campaigns).toEqual([{ count: 0 }]);

    const { client: user } = await createUser();
    const theirs = await user.from('billboard_locations').select('id, bookings(count)').eq('id', DUNDAS);
    expect(theirs.data).toEqual([{ id: DUNDAS, bookings: [{ count: 0 }] }]);
  });

  it('a booking brings its campaign and the campaign its advertiser (nested to-one embeds, as the campaign and leads screens read them)', async () => {
    const { client: admin } = await signInAsAdmin();
    const { data, error } = await admin
      .from('bookings')
      .select('id, campaign:campaigns(id, reference, name, status, advertiser:advertisers(company, contact_name))')
      .eq('id', 'e0000000-0000-4000-8000-000000000001')
      .single();
    expect(error).toBeNull();
    expect(data!.campaign).toMatchObject({
      id: 'a2000000-0000-4000-8000-000000000001',
      name: 'Forest City Pizza, downtown',
      status: 'confirmed',
      reference: expect.stringMatching(/^C-[2-9A-HJ-NP-Z]{6}$/),
      advertiser: { company: 'Forest City Pizza', contact_name: 'Marco Bellini' },
    });
  });
});
