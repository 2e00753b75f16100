// Each board's page address (/inventory/<slug>), as the database keeps it:
// the slug is made from the name and follows a rename, the old one stays as a
// redirect, two boards never share one, and a client cannot set it. The
// public reads the old slugs of active boards only, and the boards nearest one.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, resetBackend, signInAsAdmin } from './helpers';

let admin: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  anon = anonClient();
  admin = (await signInAsAdmin()).client;
});

afterAll(async () => {
  await resetBackend();
});

const board = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: '1 Test St, London, ON N6A 1A1',
  // Far from the seed boards, so the nearby check below meets none of these.
  latitude: 48.4,
  longitude: -89.2,
  media_type: 'Digital LED',
  ...extra,
});

async function create(name: string, extra: Record<string, unknown> = {}): Promise<{ id: string; slug: string }> {
  const { data, error } = await admin.from('billboard_locations').insert(board(name, extra)).select('id, slug').single();
  expect(error).toBeNull();
  return data as { id: string; slug: string };
}

const history = async (id: string) =>
  ((await admin.from('billboard_location_slug_history').select('old_slug').eq('location_id', id).order('old_slug')).data ?? []).map(
    (row: { old_slug: string }) => row.old_slug,
  );

describe('board slugs', () => {
  it('every seed board has the slug of its name, and the renamed seed board its old one', async () => {
    const { data } = await anon.from('billboard_locations').select('name, slug').order('name');
    expect(data).toContainEqual({ name: 'London — Wellington Rd & Highway 401', slug: 'london-wellington-rd-highway-401' });
    expect(data).toContainEqual({ name: 'Windsor — E.C. Row Expressway at Howard Ave', slug: 'windsor-ec-row-expressway-at-howard-ave' });
    const old = await anon.from('billboard_location_slug_history').select('old_slug, billboard_locations(slug)').eq('old_slug', 'london-oxford-st-west');
    expect(old.data).toEqual([{ old_slug: 'london-oxford-st-west', billboard_locations: { slug: 'london-oxford-st-w-at-hyde-park-rd' } }]);
  });

  it('is made from the name, accents and punctuation folded, whatever the client sends', async () => {
    const created = await admin
      .from('billboard_locations')
      .insert(board("Sainte-Thérèse — Queen's Rd. & 5th Ave", { slug: 'chosen-by-client' }))
      .select('slug')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ slug: 'sainte-therese-queens-rd-5th-ave' });
  });

  it('follows a rename and keeps the old slug, which a rename back takes out of the history', async () => {
    const { id, slug } = await create('Guelph — Gordon St');
    expect(slug).toBe('guelph-gordon-st');

    const renamed = await admin.from('billboard_locations').update({ name: 'Guelph — Gordon St at Stone Rd' }).eq('id', id).select('slug').single();
    expect(renamed.data).toEqual({ slug: 'guelph-gordon-st-at-stone-rd' });
    expect(await history(id)).toEqual(['guelph-gordon-st']);

    // Another change leaves the slug alone; a slug sent directly is ignored.
    const other = await admin.from('billboard_locations').update({ media_type: 'Digital LED 2', slug: 'hand-made' }).eq('id', id).select('slug').single();
    expect(other.data).toEqual({ slug: 'guelph-gordon-st-at-stone-rd' });

    await admin.from('billboard_locations').update({ name: 'Guelph — Gordon St' }).eq('id', id);
    expect(await history(id)).toEqual(['guelph-gordon-st-at-stone-rd']);
  });

  it('is unique: a second board of the same name gets -2, even when both are stored at once', async () => {
    const first = await create('Barrie — Bayfield St');
    const second = await create('Barrie — Bayfield St');
    expect([first.slug, second.slug]).toEqual(['barrie-bayfield-st', 'barrie-bayfield-st-2']);

    const both = await Promise.all([create('Barrie — Dunlop St'), create('Barrie — Dunlop St')]);
    expect(both.map((b) => b.slug).sort()).toEqual(['barrie-dunlop-st', 'barrie-dunlop-st-2']);
  });

  it('the public cannot write the history, and does not see the old slugs of an inactive board', async () => {
    const { id } = await create('Orillia — West St');
    await admin.from('billboard_locations').update({ name: 'Orillia — West St N' }).eq('id', id);
    expect((await anon.from('billboard_location_slug_history').select('old_slug').eq('location_id', id)).data).toEqual([{ old_slug: 'orillia-west-st' }]);

    const write = await anon.from('billboard_location_slug_history').insert({ old_slug: 'mine', location_id: id });
    expect(write.error).not.toBeNull();
    const adminWrite = await admin.from('billboard_location_slug_history').insert({ old_slug: 'mine', location_id: id });
    expect(adminWrite.error).not.toBeNull();

    await admin.from('billboard_locations').update({ is_active: false }).eq('id', id);
    expect((await anon.from('billboard_location_slug_history').select('old_slug').eq('location_id', id)).data).toEqual([]);
  });

  it('nearby_boards answers the closest active boards, nearest first, never the board itself', async () => {
    const wellington = 'c0000000-0000-4000-8000-000000000001';
    const { data, error } = await anon.rpc('nearby_boards', { p_location_id: wellington, p_limit: 3 });
    expect(error).toBeNull();
    const names = (data as { name: string; id: string }[]).map((b) => b.name);
    expect(names).toHaveLength(3);
    expect(names).not.toContain('London — Wellington Rd & Highway 401');
    // Dundas St downtown is the closest seed board to Wellington Rd at the 401; St. Thomas is inactive.
    expect(names[0]).toBe('London — Dundas St Downtown');
    expect(names.every((name) => name.startsWith('London'))).toBe(true);
  });
});
