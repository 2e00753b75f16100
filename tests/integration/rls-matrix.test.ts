// The row-level security matrix: anon, a signed-in non-admin and the admin each
// try select, insert, update and delete on every public table, over real HTTP
// with supabase-js. The database policies decide; nothing here trusts the UI.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, resetBackend, serviceClient, signInAsAdmin } from './helpers';

type Role = 'anon' | 'user' | 'admin';
type Table = 'blog_posts' | 'billboard_locations' | 'contact_inquiries' | 'newsletter_subscribers';
type Op = 'select' | 'insert' | 'update' | 'delete';

/**
 * ok: the statement succeeds; for select, the number of rows returned; for
 * update and delete, the number of rows changed (0 = silently filtered by RLS).
 * denied: PostgREST's 42501 with 401 (anon) or 403 (signed in).
 */
type Expected = { ok: number } | { denied: 401 | 403 };
/** For select: the rows the public may see (published or active), all rows, or none (allowed, but RLS filters every row). */
type SelectExpected = { sees: 'public' | 'all' | 'none' } | { denied: 401 | 403 };
type Cells = { select: SelectExpected } & Record<Exclude<Op, 'select'>, Expected>;

// Each update/delete cell works on a fresh, publicly visible row, so "0 rows"
// means the policy refused it, not that the row was hidden.
const matrix: Record<Table, Record<Role, Cells>> = {
  blog_posts: {
    anon: { select: { sees: 'public' }, insert: { denied: 401 }, update: { denied: 401 }, delete: { denied: 401 } },
    user: { select: { sees: 'public' }, insert: { denied: 403 }, update: { ok: 0 }, delete: { ok: 0 } },
    admin: { select: { sees: 'all' }, insert: { ok: 1 }, update: { ok: 1 }, delete: { ok: 1 } },
  },
  billboard_locations: {
    anon: { select: { sees: 'public' }, insert: { denied: 401 }, update: { denied: 401 }, delete: { denied: 401 } },
    user: { select: { sees: 'public' }, insert: { denied: 403 }, update: { ok: 0 }, delete: { ok: 0 } },
    admin: { select: { sees: 'all' }, insert: { ok: 1 }, update: { ok: 1 }, delete: { ok: 1 } },
  },
  // Leads are written by the function (service role) only; the admin reads
  // them and changes their status (tests/integration/leads.test.ts), never the
  // delivery columns this matrix tries.
  contact_inquiries: {
    anon: { select: { denied: 401 }, insert: { denied: 401 }, update: { denied: 401 }, delete: { denied: 401 } },
    user: { select: { sees: 'none' }, insert: { denied: 403 }, update: { denied: 403 }, delete: { denied: 403 } },
    admin: { select: { sees: 'all' }, insert: { denied: 403 }, update: { denied: 403 }, delete: { denied: 403 } },
  },
  newsletter_subscribers: {
    // Addresses arrive through the newsletter function only (double opt-in); the admin reads the confirmed ones.
    anon: { select: { denied: 401 }, insert: { denied: 401 }, update: { denied: 401 }, delete: { denied: 401 } },
    user: { select: { sees: 'none' }, insert: { denied: 403 }, update: { denied: 403 }, delete: { denied: 403 } },
    admin: { select: { sees: 'all' }, insert: { denied: 403 }, update: { denied: 403 }, delete: { denied: 403 } },
  },
};

/** A valid new row for each table; `tag` makes it findable afterwards. */
function newRow(table: Table, tag: string): Record<string, unknown> {
  switch (table) {
    case 'blog_posts':
      return { title: `RLS probe ${tag}`, slug: `rls-probe-${tag}`, content: '<p>probe</p>', is_published: true };
    case 'billboard_locations':
      return {
        name: `RLS probe ${tag}`,
        address: '1 Probe St, London, ON N6A 1A1',
        latitude: 42.98,
        longitude: -81.25,
        media_type: 'Digital LED — 10 ft x 30 ft',
        is_active: true,
      };
    case 'contact_inquiries':
      return { name: `RLS probe ${tag}`, email: `${tag}@example.com`, company: 'Probe Inc.', phone: '519-555-0100', message: 'Probe', source: 'contact-page' };
    case 'newsletter_subscribers':
      return { email: `${tag}@example.com` };
  }
}

/** What an update cell tries to change, and how to read it back. */
const patch: Record<Table, { column: string; value: string }> = {
  blog_posts: { column: 'title', value: 'Changed by the RLS probe' },
  billboard_locations: { column: 'name', value: 'Changed by the RLS probe' },
  contact_inquiries: { column: 'email_status', value: 'sent' },
  newsletter_subscribers: { column: 'unsubscribed_at', value: '2026-01-01T00:00:00+00:00' },
};

/** Finds a probe row by its tag through the service role (bypasses RLS). */
async function findByTag(table: Table, tag: string): Promise<Record<string, unknown> | null> {
  const column = table === 'newsletter_subscribers' || table === 'contact_inquiries' ? 'email' : 'name';
  const value = column === 'email' ? `${tag}@example.com` : `RLS probe ${tag}`;
  const alt = table === 'blog_posts' ? 'title' : column;
  const { data, error } = await serviceClient().from(table).select('*').eq(alt, value).maybeSingle();
  if (error) throw new Error(`service read of ${table}: ${error.message}`);
  return data as Record<string, unknown> | null;
}

async function createProbe(table: Table, tag: string): Promise<Record<string, unknown>> {
  const { data, error } = await serviceClient().from(table).insert(newRow(table, tag)).select().single();
  if (error) throw new Error(`service insert into ${table}: ${error.message}`);
  return data as Record<string, unknown>;
}

async function readById(table: Table, id: unknown): Promise<Record<string, unknown> | null> {
  const { data, error } = await serviceClient().from(table).select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`service read of ${table}: ${error.message}`);
  return data as Record<string, unknown> | null;
}

function expectDenied(result: { error: { code: string } | null; status: number }, status: number): void {
  expect(result.error?.code).toBe('42501');
  expect(result.status).toBe(status);
}

const clients = {} as Record<Role, SupabaseClient>;

beforeAll(async () => {
  await resetBackend();
  clients.anon = anonClient();
  clients.user = (await createUser()).client;
  clients.admin = (await signInAsAdmin()).client;
  // One confirmed and one pending address, so the admin's view of the list is a strict subset.
  const { error } = await serviceClient()
    .from('newsletter_subscribers')
    .insert([
      { email: `matrix-confirmed-${randomUUID().slice(0, 8)}@example.com`, confirmed_at: new Date().toISOString() },
      { email: `matrix-pending-${randomUUID().slice(0, 8)}@example.com` },
    ]);
  if (error) throw new Error(`newsletter probes: ${error.message}`);
});

afterAll(async () => {
  await resetBackend();
});

const tables = Object.keys(matrix) as Table[];
const roles: Role[] = ['anon', 'user', 'admin'];

describe.each(tables)('%s', (table) => {
  describe.each(roles)('as %s', (role) => {
    const cells = matrix[table][role];

    it(`select: ${JSON.stringify(cells.select)}`, async () => {
      const result = await clients[role].from(table).select('*');
      const want = cells.select;
      if ('denied' in want) {
        expectDenied(result, want.denied);
        expect(result.data).toBeNull();
        return;
      }
      expect(result.error).toBeNull();
      if (want.sees === 'none') {
        expect(result.data).toEqual([]);
        return;
      }
      if (table === 'newsletter_subscribers') {
        // 'all' of the list is every confirmed address; pending ones are not consent yet.
        const all = await serviceClient().from(table).select('id, confirmed_at');
        const confirmed = (all.data ?? []).filter((r) => r.confirmed_at !== null);
        expect(confirmed.length).toBeLessThan((all.data ?? []).length);
        expect(confirmed.length).toBeGreaterThan(0);
        expect((result.data ?? []).map((r) => (r as { id: unknown }).id).sort()).toEqual(confirmed.map((r) => r.id).sort());
        return;
      }
      if (table === 'contact_inquiries') {
        const all = await serviceClient().from(table).select('id');
        expect((result.data ?? []).map((r) => (r as { id: unknown }).id).sort()).toEqual((all.data ?? []).map((r) => r.id).sort());
        return;
      }
      const visibleTo = table === 'blog_posts' ? 'is_published' : 'is_active';
      const all = await serviceClient().from(table).select(`id, ${visibleTo}`);
      const rows = (all.data ?? []) as unknown as Record<string, unknown>[];
      const expected = rows.filter((r) => want.sees === 'all' || r[visibleTo] === true).map((r) => r.id);
      // The seed has hidden rows (drafts, an inactive location), so 'public' is a strict subset.
      expect(rows.length).toBeGreaterThan(rows.filter((r) => r[visibleTo] === true).length);
      expect((result.data ?? []).map((r) => (r as { id: unknown }).id).sort()).toEqual(expected.sort());
    });

    it(`insert: ${JSON.stringify(cells.insert)}`, async () => {
      const tag = `${role}-${randomUUID().slice(0, 8)}`;
      // No .select(): the public cannot read back what it inserts (newsletter),
      // and supabase-js's default return=minimal is what the site sends.
      const result = await clients[role].from(table).insert(newRow(table, tag));
      const stored = await findByTag(table, tag);
      const want = cells.insert;
      if ('denied' in want) {
        expectDenied(result, want.denied);
        expect(stored).toBeNull();
        return;
      }
      expect(result.error).toBeNull();
      expect(result.status).toBe(201);
      expect(stored).not.toBeNull();
    });

    it(`update: ${JSON.stringify(cells.update)}`, async () => {
      const target = await createProbe(table, `${role}-u-${randomUUID().slice(0, 8)}`);
      const { column, value } = patch[table];
      const result = await clients[role]
        .from(table)
        .update({ [column]: value })
        .eq('id', target.id)
        .select();
      const after = await readById(table, target.id);
      const want = cells.update;
      if ('denied' in want) {
        expectDenied(result, want.denied);
        expect(after?.[column]).toEqual(target[column]);
        return;
      }
      expect(result.error).toBeNull();
      expect(result.data).toHaveLength(want.ok);
      if (want.ok === 0) expect(after?.[column]).toEqual(target[column]);
      else expect(after?.[column]).toEqual(value);
    });

    it(`delete: ${JSON.stringify(cells.delete)}`, async () => {
      const target = await createProbe(table, `${role}-d-${randomUUID().slice(0, 8)}`);
      const result = await clients[role].from(table).delete().eq('id', target.id).select();
      const after = await readById(table, target.id);
      const want = cells.delete;
      if ('denied' in want) {
        expectDenied(result, want.denied);
        expect(after).not.toBeNull();
        return;
      }
      expect(result.error).toBeNull();
      expect(result.data).toHaveLength(want.ok);
      if (want.ok === 0) expect(after).not.toBeNull();
      else expect(after).toBeNull();
    });
  });
});
