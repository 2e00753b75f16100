// The security and retention the migrations state, checked on the catalog:
// the REST API cannot query pg_catalog, so this opens a fresh database of the
// same files the local backend runs (bootstrap, migrations, seed) and inspects
// it directly. What the HTTP tests already show (the buckets' limits and
// policies, the booking functions' grants, the business rules in
// business-rules-catalog.test.ts) is not repeated here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacy } from '../../src/config/site';
import { openSeededDatabase, type SeededDatabase } from './scratch-database';

let db: SeededDatabase;

beforeAll(async () => {
  db = await openSeededDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('database catalog', () => {
  it('row-level security cannot be bypassed: on for every public table, no view runs as its owner, no policy reads user_metadata', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(`
      select c.relname as "table", c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`);
    expect(rows.map((r) => r.table)).toEqual([
      'advertisers',
      'artwork_files',
      'artwork_uploads',
      'artwork_versions',
      'billboard_location_slug_history',
      'billboard_locations',
      'blog_posts',
      'board_player_names',
      'board_xibo_display_groups',
      'bookings',
      'campaign_events',
      'campaign_go_live_overrides',
      'campaigns',
      'card_holds',
      'contact_inquiries',
      'credit_notes',
      'deposit_checkouts',
      'invoice_checkouts',
      'invoice_lines',
      'invoices',
      'make_goods',
      'newsletter_subscribers',
      'payments',
      'play_log_imports',
      'plays',
      'proof_photos',
      'site_rebuilds',
      'staff_digest_settings',
      'stripe_events',
      'xibo_events',
      'xibo_media',
    ]);
    expect(rows.filter((r) => !r.rls)).toEqual([]);
    // Views run as their owner unless security_invoker.
    const views = await db.query(`
      select c.relname as view from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any (c.reloptions), false)`);
    expect(views.rows).toEqual([]);
    // Users may write their own user_metadata (supabase-js updateUser).
    const metadata = await db.query(`
      select policyname from pg_policies
      where coalesce(qual, '') ilike '%user_metadata%' or coalesce(with_check, '') ilike '%user_metadata%'`);
    expect(metadata.rows).toEqual([]);
  });

  it('the private schema is closed to the API roles; private.is_admin is a SECURITY DEFINER with an empty search_path that authenticated may run, anon not', async () => {
    const access = await db.query<{ role: string; usage: boolean; admins: boolean }>(`
      select r as role,
             has_schema_privilege(r, 'private', 'usage') as usage,
             has_table_privilege(r, 'private.admins', 'select, insert, update, delete') as admins
      from unnest(array['anon', 'authenticated']) r`);
    expect(access.rows).toEqual([
      { role: 'anon', usage: false, admins: false },
      { role: 'authenticated', usage: false, admins: false },
    ]);
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

  it('grants match the policies: anon and authenticated get exactly what each table needs', async () => {
    const { rows } = await db.query<{ grantee: string; table_name: string; privilege_type: string }>(`
      select grantee, table_name, privilege_type
      from information_schema.role_table_grants
      where table_schema = 'public' and grantee in ('anon', 'authenticated')
      order by 1, 2, 3`);
    const summary = rows.map((r) => `${r.grantee} ${r.table_name} ${r.privilege_type}`);
    expect(summary).toEqual([
      'anon billboard_location_slug_history SELECT',
      'anon billboard_locations SELECT',
      'anon blog_posts SELECT',
      // An advertiser's details are updated by column (a column grant); its campaigns move by merge_advertisers.
      'authenticated advertisers DELETE',
      'authenticated advertisers INSERT',
      'authenticated advertisers SELECT',
      // Artwork files are recorded by the function; versions are inserted by column (a column grant) and decided through their functions.
      'authenticated artwork_files SELECT',
      'authenticated artwork_milestones SELECT',
      'authenticated artwork_queue SELECT',
      'authenticated artwork_uploads SELECT',
      'authenticated artwork_versions SELECT',
      'authenticated billboard_location_slug_history SELECT',
      'authenticated billboard_locations DELETE',
      'authenticated billboard_locations INSERT',
      'authenticated billboard_locations SELECT',
      'authenticated billboard_locations UPDATE',
      'authenticated blog_posts DELETE',
      'authenticated blog_posts INSERT',
      'authenticated blog_posts SELECT',
      'authenticated blog_posts UPDATE',
      'authenticated board_player_names DELETE',
      'authenticated board_player_names INSERT',
      'authenticated board_player_names SELECT',
      'authenticated board_player_names UPDATE',
      // Each board's Xibo display group: the staff's to set, as the players' names.
      'authenticated board_xibo_display_groups DELETE',
      'authenticated board_xibo_display_groups INSERT',
      'authenticated board_xibo_display_groups SELECT',
      'authenticated board_xibo_display_groups UPDATE',
      'authenticated bookings SELECT',
      'authenticated campaign_deposit_refund_terms SELECT',
      // Campaigns change through their functions; only a campaign's name is written directly (a column grant).
      'authenticated campaign_events SELECT',
      'authenticated campaign_go_live SELECT',
      'authenticated campaign_go_live_overrides SELECT',
      // What a campaign owes and paid: read under the caller's own policies (security invoker).
      'authenticated campaign_payment_status SELECT',
      'authenticated campaign_summaries SELECT',
      'authenticated campaigns SELECT',
      // A card held with a booking request: changed by the database and the card-holds job; the admin and the owning advertiser read.
      'authenticated card_holds SELECT',
      'authenticated contact_inquiries SELECT',
      // Credit notes are made by the database when a refund is recorded; the admin and the owning advertiser read.
      'authenticated credit_notes SELECT',
      // Money: written only by the server (the webhook, record_payment); the admin and the owning advertiser read.
      'authenticated deposit_checkouts SELECT',
      // Invoices and payments are written by the database and the server only.
      'authenticated invoice_lines SELECT',
      'authenticated invoice_summaries SELECT',
      'authenticated invoices SELECT',
      // A make-good is recorded through record_make_good only; the admin reads.
      'authenticated make_goods SELECT',
      'authenticated newsletter_subscribers SELECT',
      'authenticated payments SELECT',
      // Plays are imported through import_play_log only; advertisers read their own through functions.
      'authenticated play_log_imports SELECT',
      'authenticated plays SELECT',
      'authenticated proof_photos DELETE',
      'authenticated proof_photos INSERT',
      'authenticated proof_photos SELECT',
      'authenticated site_rebuilds SELECT',
      // The digest's hour is set by column (a column grant); the day it was sent is the scheduled work's.
      'authenticated staff_digest_settings SELECT',
      'authenticated stripe_events SELECT',
      // What Xibo holds of the artwork: written by the xibo-publishing job through its functions; the admin reads.
      'authenticated xibo_events SELECT',
      'authenticated xibo_media SELECT',
    ]);
    const columns = await db.query<{ grantee: string; column_name: string; privilege_type: string }>(`
      select grantee, column_name, privilege_type
      from information_schema.column_privileges
      where table_schema = 'public' and table_name in ('newsletter_subscribers', 'contact_inquiries') and grantee in ('anon', 'authenticated')
        and privilege_type <> 'SELECT'
      order by table_name, 1, 2, 3`);
    // Newsletter addresses arrive through the functions only (double opt-in); the admin changes a lead's status and nothing else.
    expect(columns.rows).toEqual([{ grantee: 'authenticated', column_name: 'status', privilege_type: 'UPDATE' }]);
    const digest = await db.query(`
      select grantee, column_name, privilege_type
      from information_schema.column_privileges
      where table_schema = 'public' and table_name = 'staff_digest_settings' and grantee in ('anon', 'authenticated') and privilege_type <> 'SELECT'`);
    expect(digest.rows).toEqual([{ grantee: 'authenticated', column_name: 'toronto_hour', privilege_type: 'UPDATE' }]);
  });

  it('record_artwork_upload runs for the service role only', async () => {
    const { rows } = await db.query(`
      select has_function_privilege('anon', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as anon,
             has_function_privilege('authenticated', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as authenticated,
             has_function_privilege('service_role', 'public.record_artwork_upload(text, text, bigint, text, integer, integer)', 'execute') as service_role`);
    expect(rows).toEqual([{ anon: false, authenticated: false, service_role: true }]);
  });

  it.each(['public.request_artwork_upload(text)', 'public.record_request_artwork_check(text, text, integer, integer, bigint)'])(
    '%s (the request artwork check) runs for the service role only',
    async (fn) => {
      const { rows } = await db.query(
        `select has_function_privilege('anon', $1, 'execute') as anon, has_function_privilege('authenticated', $1, 'execute') as authenticated,
                has_function_privilege('service_role', $1, 'execute') as service_role`,
        [fn],
      );
      expect(rows).toEqual([{ anon: false, authenticated: false, service_role: true }]);
    },
  );

  it('retention deletes only what is older than the period: leads, unreferenced artwork records, bookings that ended before it', async () => {
    const months = (n: number) => `now() - interval '${n} months'`;
    const over = privacy.retentionMonths + 1;
    const under = privacy.retentionMonths - 1;
    const board = 'c0000000-0000-4000-8000-000000000002';
    // A seeded phone sale's campaign.
    const campaign = 'a2000000-0000-4000-8000-000000000001';
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
        insert into public.bookings (id, location_id, starts_on, cycles, status, created_at, campaign_id, price_per_cycle_cents, discount_bp) values
          ('b0000000-0000-4000-8000-000000000001', '${board}', '2023-01-02', 1, 'confirmed', ${months(over + 12)}, '${campaign}', 110000, 0),
          ('b0000000-0000-4000-8000-000000000002', '${board}', '2027-01-04', 1, 'confirmed', ${months(over)}, '${campaign}', 110000, 0),
          ('b0000000-0000-4000-8000-000000000003', '${board}', '2023-01-02', 1, 'confirmed', ${months(under)}, '${campaign}', 110000, 0);
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
});
