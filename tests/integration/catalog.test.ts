// Catalog checks on the real SQL: the REST API cannot query pg_catalog, so
// this builds a fresh PGlite from the same files the local backend runs
// (bootstrap, migrations, seed) and inspects it directly.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacy, site } from '../../src/config/site';
import { BCRYPT_COST } from '../../supabase/local/auth/users';
import { schemaFiles } from '../../supabase/local/schema-files';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create({ extensions: { pgcrypto } });
  for (const file of schemaFiles()) await db.exec(readFileSync(file, 'utf8'));
});

afterAll(async () => {
  await db.close();
});

describe('database catalog', () => {
  it('every table in the public schema has row-level security enabled', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(`
      select c.relname as "table", c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`);
    expect(rows.map((r) => r.table)).toEqual([
      'artwork_uploads',
      'billboard_locations',
      'blog_posts',
      'bookings',
      'contact_inquiries',
      'newsletter_subscribers',
      'site_rebuilds',
    ]);
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });

  it('no view in public bypasses RLS (views run as their owner unless security_invoker)', async () => {
    const { rows } = await db.query<{ view: string }>(`
      select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any (c.reloptions), false)`);
    expect(rows).toEqual([]);
  });

  it('private.is_admin is SECURITY DEFINER with an empty search_path, executable by authenticated but not anon', async () => {
    const { rows } = await db.query<{ secdef: boolean; config: string[] | null; anon: boolean; authenticated: boolean; public_role: boolean }>(`
      select p.prosecdef as secdef, p.proconfig as config,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE') as public_role
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private' and p.proname = 'is_admin'`);
    expect(rows).toEqual([{ secdef: true, config: ['search_path=""'], anon: false, authenticated: true, public_role: false }]);
  });

  it('every function in public and private pins its search_path', async () => {
    const { rows } = await db.query<{ fn: string }>(`
      select n.nspname || '.' || p.proname as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and p.prokind = 'f'
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
    expect(rows).toEqual([]);
  });

  it('the API roles hold no privileges on the private schema or its tables', async () => {
    const { rows } = await db.query<{ role: string; usage: boolean; admins: boolean }>(`
      select r as role,
             has_schema_privilege(r, 'private', 'usage') as usage,
             has_table_privilege(r, 'private.admins', 'select, insert, update, delete') as admins
      from unnest(array['anon', 'authenticated']) r`);
    expect(rows).toEqual([
      { role: 'anon', usage: false, admins: false },
      { role: 'authenticated', usage: false, admins: false },
    ]);
  });

  it('grants match the policies: anon and authenticated get exactly what each table needs', async () => {
    const { rows } = await db.query<{ grantee: string; table_name: string; privilege_type: string }>(`
      select grantee, table_name, privilege_type
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ('anon', 'authenticated')
      order by 1, 2, 3`);
    const summary = rows.map((r) => `${r.grantee} ${r.table_name} ${r.privilege_type}`);
    expect(summary).toEqual([
      'anon billboard_locations SELECT',
      'anon blog_posts SELECT',
      'authenticated artwork_uploads SELECT',
      'authenticated billboard_locations DELETE',
      'authenticated billboard_locations INSERT',
      'authenticated billboard_locations SELECT',
      'authenticated billboard_locations UPDATE',
      'authenticated blog_posts DELETE',
      'authenticated blog_posts INSERT',
      'authenticated blog_posts SELECT',
      'authenticated blog_posts UPDATE',
      'authenticated bookings DELETE',
      'authenticated bookings INSERT',
      'authenticated bookings SELECT',
      'authenticated bookings UPDATE',
      'authenticated contact_inquiries SELECT',
      'authenticated newsletter_subscribers SELECT',
      'authenticated site_rebuilds SELECT',
    ]);
    const columns = await db.query<{ grantee: string; column_name: string; privilege_type: string }>(`
      select grantee, column_name, privilege_type
      from information_schema.column_privileges
      where table_schema = 'public' and table_name in ('newsletter_subscribers', 'contact_inquiries') and grantee in ('anon', 'authenticated')
        and privilege_type <> 'SELECT'
      order by table_name, 1, 2, 3`);
    // Newsletter addresses arrive through the functions only (double opt-in); the admin changes a lead's status and nothing else.
    expect(columns.rows).toEqual([{ grantee: 'authenticated', column_name: 'status', privilege_type: 'UPDATE' }]);
  });

  it('the blog-images bucket is public, capped at 5 MiB and limited to raster images', async () => {
    const { rows } = await db.query(`select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'blog-images'`);
    expect(rows).toEqual([{ public: true, limit: 5 * 1024 * 1024, allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] }]);
  });

  it('the location buckets are public: photos with the blog images\u2019 limits, sales sheets PDF only up to 10 MiB', async () => {
    const { rows } = await db.query(
      `select id, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id like 'location-%' order by id`,
    );
    expect(rows).toEqual([
      { id: 'location-photos', public: true, limit: 5 * 1024 * 1024, allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
      { id: 'location-sales-sheets', public: true, limit: 10 * 1024 * 1024, allowed_mime_types: ['application/pdf'] },
    ]);
  });

  it('the booking-artwork bucket is private, JPEG and PNG only, up to 10 MiB', async () => {
    const { rows } = await db.query(`select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'booking-artwork'`);
    expect(rows).toEqual([{ public: false, limit: 10 * 1024 * 1024, allowed_mime_types: ['image/jpeg', 'image/png'] }]);
  });

  it('storage.objects has no policy that anon can use, and no public SELECT policy', async () => {
    const { rows } = await db.query<{ policyname: string; cmd: string; roles: string[] }>(`
      select policyname, cmd, roles from pg_policies where schemaname = 'storage' and tablename = 'objects' order by cmd`);
    // Four for blog images, four for the location files (select, insert, update, delete), two for booking artwork.
    expect(rows.length).toBe(10);
    for (const policy of rows) expect(policy.roles).toEqual(['authenticated']);
  });

  it('booking artwork: the admin reads and deletes; nobody inserts or updates (uploads come only through signed upload URLs)', async () => {
    const { rows } = await db.query<{ cmd: string; qual: string | null }>(`
      select cmd, qual from pg_policies
      where schemaname = 'storage' and tablename = 'objects' and coalesce(qual, '') || coalesce(with_check, '') like '%booking-artwork%'
      order by cmd`);
    expect(rows.map((r) => r.cmd)).toEqual(['DELETE', 'SELECT']);
    for (const policy of rows) expect(policy.qual).toMatch(/is_admin/);
  });

  it('record_artwork_upload runs for the service role only', async () => {
    const { rows } = await db.query(`
      select has_function_privilege('anon', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as anon,
             has_function_privilege('authenticated', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as authenticated,
             has_function_privilege('service_role', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as service_role`);
    expect(rows).toEqual([{ anon: false, authenticated: false, service_role: true }]);
  });

  it('no policy anywhere mentions user_metadata', async () => {
    const { rows } = await db.query<{ policyname: string }>(`
      select policyname from pg_policies
      where coalesce(qual, '') ilike '%user_metadata%' or coalesce(with_check, '') ilike '%user_metadata%'`);
    expect(rows).toEqual([]);
  });

  it('the seed has the local admin, 7 published posts, 2 drafts and 10 locations (1 inactive)', async () => {
    const { rows } = await db.query(`
      select
        (select count(*)::int from private.admins a join auth.users u on u.id = a.user_id
          where u.email = 'admin@londondigitalbillboards.ca' and u.encrypted_password = crypt('local-admin-password', u.encrypted_password)) as admins,
        (select count(*)::int from auth.identities where provider = 'email') as identities,
        (select count(*)::int from public.blog_posts where is_published) as published,
        (select count(*)::int from public.blog_posts where not is_published) as drafts,
        (select count(*)::int from public.billboard_locations) as locations,
        (select count(*)::int from public.billboard_locations where not is_active) as inactive`);
    expect(rows).toEqual([{ admins: 1, identities: 1, published: 7, drafts: 2, locations: 10, inactive: 1 }]);
  });

  it("the seed's admin password hash has the local auth's bcrypt cost, so a wrong password costs what an unknown address does", async () => {
    const { rows } = await db.query<{ hash: string }>("select encrypted_password as hash from auth.users where email = 'admin@londondigitalbillboards.ca'");
    expect(rows[0]!.hash).toMatch(new RegExp(`^\\$2[aby]\\$${BCRYPT_COST}\\$`));
  });

  it('the database\u2019s cycle anchor is the site config\u2019s, a Monday', async () => {
    const { rows } = await db.query<{ anchor: string; dow: number }>(
      `select to_char(private.booking_cycle_anchor(), 'YYYY-MM-DD') as anchor, extract(isodow from private.booking_cycle_anchor())::int as dow`,
    );
    expect(rows).toEqual([{ anchor: site.bookingCycles.anchor, dow: 1 }]);
  });

  it('the database\u2019s retention period is the privacy config\u2019s', async () => {
    const { rows } = await db.query<{ months: number }>('select private.retention_months() as months');
    expect(rows).toEqual([{ months: privacy.retentionMonths }]);
  });

  it('retention deletes only what is older than the period: leads, unreferenced artwork records, bookings that ended before it', async () => {
    const months = (n: number) => `now() - interval '${n} months'`;
    const over = privacy.retentionMonths + 1;
    const under = privacy.retentionMonths - 1;
    const board = 'c0000000-0000-4000-8000-000000000002';
    const art = (n: number) => `requests/2024-01/0000000${n}-0000-4000-8000-000000000000.png`;
    await db.exec('begin');
    try {
      // Rows as they would stand after years of use: the calendar's guards check new requests, not old rows.
      await db.exec(`set local session_replication_role = replica`);
      await db.exec(`
        insert into public.contact_inquiries (id, name, email, company, phone, message, source, artwork_path, created_at) values
          ('a0000000-0000-4000-8000-000000000001', 'Old', 'old@example.com', 'Co', '519-555-0100', 'm', 'contact-page', '${art(1)}', ${months(over)}),
          ('a0000000-0000-4000-8000-000000000002', 'Kept', 'kept@example.com', 'Co', '519-555-0100', 'm', 'contact-page', '${art(2)}', ${months(under)});
        insert into public.artwork_uploads (object_path, content_type, size_bytes, client_address, created_at) values
          ('${art(1)}', 'image/png', 10, 'x', ${months(over)}),
          ('${art(2)}', 'image/png', 10, 'x', ${months(over)}),
          ('${art(3)}', 'image/png', 10, 'x', ${months(over)}),
          ('${art(4)}', 'image/png', 10, 'x', ${months(under)});
        insert into public.bookings (id, location_id, starts_on, cycles, status, created_at) values
          ('b0000000-0000-4000-8000-000000000001', '${board}', '2023-01-02', 1, 'confirmed', ${months(over + 12)}),
          ('b0000000-0000-4000-8000-000000000002', '${board}', '2027-01-04', 1, 'confirmed', ${months(over)}),
          ('b0000000-0000-4000-8000-000000000003', '${board}', '2023-01-02', 1, 'confirmed', ${months(under)});
      `);
      // Every file is stored, but the old upload art(5) whose file never arrived.
      await db.exec(`insert into storage.objects (bucket_id, name) select 'booking-artwork', p from unnest(array['${art(1)}', '${art(2)}', '${art(3)}', '${art(4)}']) as p;
        insert into public.artwork_uploads (object_path, content_type, size_bytes, client_address, created_at) values ('${art(5)}', 'image/png', 10, 'x', ${months(over)});`);
      await db.exec(`set local session_replication_role = origin`);
      const retain = async () => (await db.query<{ path: string }>('select path from public.apply_retention() as path order by 1')).rows.map((r) => r.path);
      const leadNames = async () =>
        (await db.query<{ name: string }>(`select name from public.contact_inquiries where email in ('old@example.com', 'kept@example.com') order by 1`)).rows;
      const uploadPaths = async () =>
        (
          await db.query<{ object_path: string }>(`select object_path from public.artwork_uploads where object_path like 'requests/2024-01/%' order by 1`)
        ).rows.map((r) => r.object_path);
      // The old lead's file, and an old upload no lead kept; not the kept lead's file (uploaded long ago), not a new upload.
      expect(await retain()).toEqual([art(1), art(3)]);
      // Files first: rows whose file is still stored stay; the upload without a file goes at once.
      expect(await leadNames()).toEqual([{ name: 'Kept' }, { name: 'Old' }]);
      expect(await uploadPaths()).toEqual([art(1), art(2), art(3), art(4)]);
      // Storage removes one of the two files (the other removal failed): only its rows go; the other is answered again.
      await db.exec(`delete from storage.objects where bucket_id = 'booking-artwork' and name = '${art(1)}'`);
      expect(await retain()).toEqual([art(3)]);
      expect(await leadNames()).toEqual([{ name: 'Kept' }]);
      expect(await uploadPaths()).toEqual([art(2), art(3), art(4)]);
      await db.exec(`delete from storage.objects where bucket_id = 'booking-artwork' and name = '${art(3)}'`);
      expect(await retain()).toEqual([]);
      expect(await uploadPaths()).toEqual([art(2), art(4)]);
      const bookings = await db.query<{ id: string }>(`select id::text from public.bookings where id::text like 'b0000000-%' order by 1`);
      // The old one that ended long ago goes; an old one still to run, and a recent one, stay.
      expect(bookings.rows.map((r) => r.id)).toEqual(['b0000000-0000-4000-8000-000000000002', 'b0000000-0000-4000-8000-000000000003']);
    } finally {
      await db.exec('rollback');
    }
  });

  it('a board\u2019s rate per cycle must lie inside the company range of the site config', async () => {
    const attempt = async (rate: number) => {
      await db.exec('savepoint rate');
      try {
        await db.query(`update public.billboard_locations set rate_per_cycle = $1 where id = 'c0000000-0000-4000-8000-000000000001'`, [rate]);
        return 'ok';
      } catch (err) {
        return (err as { code?: string }).code;
      } finally {
        await db.exec('rollback to savepoint rate');
      }
    };
    await db.exec('begin');
    try {
      const { low, high } = site.pricing;
      expect([await attempt(low - 0.01), await attempt(low), await attempt(high), await attempt(high + 0.01)]).toEqual(['23514', 'ok', 'ok', '23514']);
    } finally {
      await db.exec('rollback');
    }
  });

  it('booking functions: availability for everyone, requests for the service role only, definers with an empty search_path', async () => {
    const { rows } = await db.query<{ fn: string; secdef: boolean; config: string[] | null; anon: boolean; authenticated: boolean; service: boolean }>(`
      select p.proname as fn, p.prosecdef as secdef, p.proconfig as config,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             has_function_privilege('service_role', p.oid, 'execute') as service
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname in ('board_availability', 'request_bookings')
      order by 1`);
    expect(rows).toEqual([
      { fn: 'board_availability', secdef: true, config: ['search_path=""'], anon: true, authenticated: true, service: true },
      { fn: 'request_bookings', secdef: true, config: ['search_path=""'], anon: false, authenticated: false, service: true },
    ]);
  });

  it('the seed sells out Dundas St Downtown and leaves Oxford St one slot in the next cycle', async () => {
    const { rows } = await db.query<{ location_id: string; free_slots: number }>(`
      select location_id, free_slots from public.board_availability(null, 1)
      where location_id in ('c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000010')
      order by location_id`);
    // The inactive St. Thomas board is not listed.
    expect(rows).toEqual([
      { location_id: 'c0000000-0000-4000-8000-000000000002', free_slots: 1 },
      { location_id: 'c0000000-0000-4000-8000-000000000004', free_slots: 0 },
    ]);
  });
});
