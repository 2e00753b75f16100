// PostgREST's resource embedding through supabase-js, as hosted Supabase
// answers it: `select('*, other(*)')` over the foreign keys in the catalog.
// The seed has one lead with one booking request on the Dundas Street board
// (c…04), and bookings without a lead on other boards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../../supabase/local/server';
import { anonClient, createUser, LOCAL_SERVICE_ROLE_KEY, makeClientAt, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const SEED_LEAD = 'd0000000-0000-4000-8000-000000000001';
const LEAD_BOOKING = 'e0000000-0000-4000-8000-000000000006';
const UNLINKED_BOOKING = 'e0000000-0000-4000-8000-000000000001';
const DUNDAS = 'c0000000-0000-4000-8000-000000000004';
const service = serviceClient();

async function boardName(id: string): Promise<string> {
  const { data, error } = await service.from('billboard_locations').select('name').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.name as string;
}

/** A lead with no booking, stored as the contact function stores one. */
async function leadWithoutBookings(): Promise<string> {
  const { data, error } = await service
    .from('contact_inquiries')
    .insert({ name: 'Ann Lee', company: 'Lee Bakery', phone: '519-555-0199', email: 'ann@example.com', message: 'A quote, please.', source: 'contact-page' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

beforeEach(async () => {
  await resetBackend();
});

describe('one-to-many: an array', () => {
  it("select('id, bookings(id, status)') on a lead gives its bookings, and [] for a lead without any", async () => {
    const { client: admin } = await signInAsAdmin();
    const bare = await leadWithoutBookings();
    const { data, error } = await admin.from('contact_inquiries').select('id, bookings(id, status)').in('id', [SEED_LEAD, bare]).order('created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: SEED_LEAD, bookings: [{ id: LEAD_BOOKING, status: 'requested' }] },
      { id: bare, bookings: [] },
    ]);
  });

  it("embedded filter, order and limit (.eq('bookings.status', …), .order(…, { referencedTable }), .limit(…, { referencedTable })) shape the array, not the parents", async () => {
    const { client: admin } = await signInAsAdmin();
    const { data: all } = await admin.from('billboard_locations').select('id');
    const { data, error } = await admin
      .from('billboard_locations')
      .select('id, bookings(id, cycles)')
      .eq('bookings.status', 'confirmed')
      .order('cycles', { referencedTable: 'bookings', ascending: false })
      .limit(2, { referencedTable: 'bookings' })
      .order('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(all!.length);
    const dundas = data!.find((board) => board.id === DUNDAS)!;
    // Dundas has confirmed sales of 2, 3, 6, 2 and 13 cycles and one request.
    expect(dundas.bookings.map((b) => b.cycles)).toEqual([13, 6]);
    const withoutSales = data!.filter((board) => board.bookings.length === 0);
    expect(withoutSales.length).toBeGreaterThan(0);
  });
});

describe('many-to-one: an object or null', () => {
  it("select('id, billboard_locations(name), contact_inquiries(name)') names the booking's board, and null where it has no lead", async () => {
    const { client: admin } = await signInAsAdmin();
    const { data, error } = await admin
      .from('bookings')
      .select('id, billboard_locations(name), contact_inquiries(name)')
      .in('id', [LEAD_BOOKING, UNLINKED_BOOKING])
      .order('id');
    expect(error).toBeNull();
    const name = await boardName(DUNDAS);
    expect(data).toEqual([
      { id: UNLINKED_BOOKING, billboard_locations: { name }, contact_inquiries: null },
      { id: LEAD_BOOKING, billboard_locations: { name }, contact_inquiries: { name: 'Priya Raman' } },
    ]);
  });

  it('aliases, nesting and a hint by constraint or column (alias:other!hint(cols)) name the keys of the rows', async () => {
    const { client: admin } = await signInAsAdmin();
    const { data, error } = await admin
      .from('contact_inquiries')
      .select('name, requests:bookings(status, board:billboard_locations!location_id(name), lead:contact_inquiries!bookings_lead_id_fkey(name))')
      .eq('id', SEED_LEAD)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Priya Raman', requests: [{ status: 'requested', board: { name: await boardName(DUNDAS) }, lead: { name: 'Priya Raman' } }] });
  });
});

describe('!inner', () => {
  it("select('id, bookings!inner(id)') leaves out leads without a booking, also in the exact count", async () => {
    const { client: admin } = await signInAsAdmin();
    await leadWithoutBookings();
    const { data, error, count } = await admin.from('contact_inquiries').select('id, bookings!inner(id)', { count: 'exact' });
    expect(error).toBeNull();
    expect(data).toEqual([{ id: SEED_LEAD, bookings: [{ id: LEAD_BOOKING }] }]);
    expect(count).toBe(1);
  });

  it("with an embedded filter (.eq('bookings.status', 'declined')) it keeps the boards that have a matching row", async () => {
    const { client: admin } = await signInAsAdmin();
    const { data, error } = await admin.from('billboard_locations').select('id, bookings!inner(status)').eq('bookings.status', 'declined');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'c0000000-0000-4000-8000-000000000002', bookings: [{ status: 'declined' }] }]);
  });
});

describe('row-level security decides on the embedded table too', () => {
  it('a signed-in non-admin reads the active boards but none of their bookings (the admin reads them)', async () => {
    const { client: user } = await createUser();
    const { client: admin } = await signInAsAdmin();
    const mine = await user.from('billboard_locations').select('id, bookings(id)').eq('id', DUNDAS);
    const theirs = await admin.from('billboard_locations').select('id, bookings(id)').eq('id', DUNDAS);
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ id: DUNDAS, bookings: [] }]);
    expect(theirs.data![0]!.bookings.length).toBeGreaterThan(1);
  });

  it('anon, without the privilege to read bookings, is refused the embed as hosted refuses it (401, 42501)', async () => {
    const { data, error, status } = await anonClient().from('billboard_locations').select('id, bookings(id)');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table bookings' });
  });
});

describe('refusals as hosted', () => {
  it('no foreign key between the tables: 400 PGRST200, with the search and a near name', async () => {
    const { client: admin } = await signInAsAdmin();
    const unrelated = await admin.from('billboard_locations').select('id, blog_posts(id)');
    expect(unrelated.status).toBe(400);
    expect(unrelated.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'billboard_locations' and 'blog_posts' in the schema cache",
      details: "Searched for a foreign key relationship between 'billboard_locations' and 'blog_posts' in the schema 'public', but no matches were found.",
    });
    const misspelt = await admin.from('bookings').select('id, billboard_location(name)');
    expect(misspelt.error).toMatchObject({ code: 'PGRST200', hint: "Perhaps you meant 'billboard_locations' instead of 'billboard_location'." });
    const badHint = await admin.from('bookings').select('id, billboard_locations!lead_id(name)');
    expect(badHint.error?.details).toBe(
      "Searched for a foreign key relationship between 'bookings' and 'billboard_locations' using the hint 'lead_id' in the schema 'public', but no matches were found.",
    );
  });

  it('a filter on a resource the select does not embed is 400 PGRST108', async () => {
    const { client: admin } = await signInAsAdmin();
    const { error, status } = await admin.from('contact_inquiries').select('id').eq('bookings.status', 'requested');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 'PGRST108', message: "'bookings' is not an embedded resource in this request" });
  });
});

describe('two foreign keys between two tables', () => {
  // Tables the project's migrations do not have: a backend of its own.
  let backend: LocalBackend;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = mkdtempSync(path.join(tmpdir(), 'embed-outbox-'));
    backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir });
    await backend.db.asOwner(async (tx) => {
      await tx.query(`create table public.embed_teams (id int primary key, name text not null)`);
      await tx.query(`create table public.embed_matches (
        id int primary key,
        home_team_id int not null references public.embed_teams (id),
        away_team_id int not null references public.embed_teams (id))`);
      await tx.query(`grant select on public.embed_teams, public.embed_matches to service_role`);
      await tx.query(`insert into public.embed_teams values (1, 'Knights'), (2, 'Majors')`);
      await tx.query(`insert into public.embed_matches values (10, 1, 2)`);
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  const client = () => makeClientAt(backend.url, LOCAL_SERVICE_ROLE_KEY);

  it('an ambiguous embed is 300 PGRST201 listing both relationships', async () => {
    const { error, status } = await client().from('embed_matches').select('id, embed_teams(name)');
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'embed_matches' and 'embed_teams'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'embed_matches with embed_teams',
          relationship: 'embed_matches_away_team_id_fkey using embed_matches(away_team_id) and embed_teams(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'embed_matches with embed_teams',
          relationship: 'embed_matches_home_team_id_fkey using embed_matches(home_team_id) and embed_teams(id)',
        },
      ],
      hint: "Try changing 'embed_teams' to one of the following: 'embed_teams!embed_matches_away_team_id_fkey', 'embed_teams!embed_matches_home_team_id_fkey'. Find the desired relationship in the 'details' key.",
    });
  });

  it('a hint on each (home:embed_teams!home_team_id(name)) embeds both', async () => {
    const { data, error } = await client()
      .from('embed_matches')
      .select('id, home:embed_teams!home_team_id(name), away:embed_teams!embed_matches_away_team_id_fkey(name)');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 10, home: { name: 'Knights' }, away: { name: 'Majors' } }]);
  });
});
