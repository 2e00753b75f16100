// Scratch check of the SQL in supabase/: runs the local bootstrap, every
// migration and the seed on an in-memory PGlite, then probes the policies as
// each API role. Run: npx tsx supabase/scripts/check-sql.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const root = join(import.meta.dirname, '..');
const ADMIN_ID = 'ad000000-0000-4000-8000-000000000001';
const USER_ID = '00000000-0000-4000-8000-0000000000aa';

async function main(): Promise<void> {
  const db = new PGlite({ extensions: { pgcrypto } });
  await db.exec(readFileSync(join(root, 'local/bootstrap.sql'), 'utf8'));
  const migrations = readdirSync(join(root, 'migrations'))
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of migrations) {
    await db.exec(readFileSync(join(root, 'migrations', file), 'utf8'));
  }
  // Idempotency: the migrations run twice without error.
  for (const file of migrations) {
    await db.exec(readFileSync(join(root, 'migrations', file), 'utf8'));
  }
  await db.exec(readFileSync(join(root, 'seed.sql'), 'utf8'));
  await db.exec(
    `insert into newsletter_subscribers (email) values ('reader@example.ca'); insert into newsletter_subscribers (email, unsubscribed_at) values ('gone@example.ca', now())`,
  );
  await db.exec(`insert into auth.users (id, email, aud, role) values ('${USER_ID}', 'someone@example.com', 'authenticated', 'authenticated')`);

  let failures = 0;
  const as = async (role: string, sub: string | null, sql: string, params: unknown[] = []) => {
    const claims = JSON.stringify(sub ? { role, sub } : { role });
    try {
      return await db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, claims]);
        const r = await tx.query<Record<string, unknown>>(sql, params);
        await tx.rollback();
        return { rows: r.rows, affected: r.affectedRows ?? 0, code: null as string | null };
      });
    } catch (e) {
      return { rows: [], affected: 0, code: (e as { code?: string }).code ?? String(e) };
    }
  };
  const expect = (label: string, got: unknown, want: unknown) => {
    const ok = JSON.stringify(got) === JSON.stringify(want);
    if (!ok) failures++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${JSON.stringify(got)}${ok ? '' : ` (want ${JSON.stringify(want)})`}`);
  };

  const anon = (sql: string, p?: unknown[]) => as('anon', null, sql, p);
  const user = (sql: string, p?: unknown[]) => as('authenticated', USER_ID, sql, p);
  const admin = (sql: string, p?: unknown[]) => as('authenticated', ADMIN_ID, sql, p);
  const service = (sql: string, p?: unknown[]) => as('service_role', null, sql, p);

  const counts = await db.query<{ t: string; n: number }>(`
    select 'published' t, count(*)::int n from blog_posts where is_published
    union all select 'drafts', count(*)::int from blog_posts where not is_published
    union all select 'locations', count(*)::int from billboard_locations
    union all select 'active', count(*)::int from billboard_locations where is_active`);
  console.log(counts.rows);

  for (const [who, run, posts, locs] of [
    ['anon', anon, 'published', 'active'],
    ['user', user, 'published', 'active'],
    ['admin', admin, 'all', 'all'],
  ] as const) {
    const p = await run('select count(*)::int n, bool_and(is_published) allpub from blog_posts');
    expect(`${who} select posts`, p.rows[0]?.allpub === true ? 'published' : (p.code ?? 'all'), posts);
    const l = await run('select count(*)::int n, bool_and(is_active) allact from billboard_locations');
    expect(`${who} select locations`, l.rows[0]?.allact === true ? 'active' : (l.code ?? 'all'), locs);
    const isAdmin = who === 'admin';
    expect(
      `${who} insert post`,
      (await run(`insert into blog_posts (title, slug) values ('T', 'rls-probe')`)).code,
      who === 'anon' ? '42501' : isAdmin ? null : '42501',
    );
    expect(`${who} update posts`, (await run(`update blog_posts set title = title || '!'`)).affected, isAdmin ? 9 : 0);
    expect(`${who} delete posts`, (await run(`delete from blog_posts`)).affected, isAdmin ? 9 : 0);
    expect(
      `${who} insert location`,
      (await run(`insert into billboard_locations (name, address, latitude, longitude, media_type) values ('x','y',1,1,'z')`)).code,
      isAdmin ? null : '42501',
    );
    expect(`${who} update locations`, (await run(`update billboard_locations set name = name`)).affected, isAdmin ? 10 : 0);
    expect(`${who} select inquiries`, (await run('select * from contact_inquiries')).code, '42501');
    expect(
      `${who} insert inquiry`,
      (await run(`insert into contact_inquiries (name, email, company, phone, message) values ('a','a@b.c','c','1','m')`)).code,
      '42501',
    );
    expect(`${who} select subscribers`, (await run('select * from newsletter_subscribers')).code, '42501');
    expect(`${who} insert subscriber`, (await run(`insert into newsletter_subscribers (email) values ('New@Example.ca ')`)).code, null);
    expect(`${who} insert subscriber returning 1`, (await run(`insert into newsletter_subscribers (email) values ('x@example.ca') returning 1`)).code, null);
    expect(
      `${who} upsert ignore duplicate`,
      (await run(`insert into newsletter_subscribers (email) values ('reader@example.ca') on conflict (email) do nothing`)).code,
      '42501',
    );
    expect(`${who} insert duplicate is a silent no-op`, await run(`insert into newsletter_subscribers (email) values (' READER@example.ca')`), {
      rows: [],
      affected: 0,
      code: null,
    });
    expect(`${who} insert unsubscribed reactivates`, (await run(`insert into newsletter_subscribers (email) values ('gone@example.ca')`)).code, null);
    expect(`${who} insert bad email`, (await run(`insert into newsletter_subscribers (email) values ('nope')`)).code, '23514');
    expect(
      `${who} set unsubscribed_at`,
      (await run(`insert into newsletter_subscribers (email, unsubscribed_at) values ('y@example.ca', now())`)).code,
      '42501',
    );
    expect(`${who} update subscribers`, (await run(`update newsletter_subscribers set unsubscribed_at = now()`)).code, '42501');
    expect(`${who} delete subscribers`, (await run(`delete from newsletter_subscribers`)).code, '42501');
    expect(`${who} read private.admins`, (await run('select * from private.admins')).code, '42501');
    expect(
      `${who} storage insert`,
      (await run(`insert into storage.objects (bucket_id, name) values ('blog-images', 'a.png')`)).code,
      isAdmin ? null : '42501',
    );
    expect(`${who} storage insert other bucket`, (await run(`insert into storage.objects (bucket_id, name) values ('other', 'a.png')`)).code, '42501');
  }
  expect('anon calls is_admin', (await anon('select private.is_admin()')).code, '42501');
  // The schema is not usable by API roles; policies reach the function by oid.
  expect('user names private schema', (await user('select private.is_admin() v')).code, '42501');
  expect('service is_admin', (await service('select private.is_admin() v')).code, '42501');
  // user_metadata claiming admin changes nothing.
  await db.exec(`update auth.users set raw_user_meta_data = '{"role":"admin","is_admin":true}' where id = '${USER_ID}'`);
  const meta = await db.transaction(async (tx) => {
    await tx.query(`select set_config('role','authenticated',true), set_config('request.jwt.claims',$1,true)`, [
      JSON.stringify({ role: 'authenticated', sub: USER_ID, user_metadata: { role: 'admin', is_admin: true } }),
    ]);
    const r = await tx.query<{ n: number }>('select count(*)::int n from blog_posts');
    await tx.rollback();
    return r.rows[0]?.n;
  });
  expect('user with admin metadata sees only published', meta, 7);
  expect('service reads inquiries', (await service('select count(*)::int n from contact_inquiries')).rows, [{ n: 0 }]);
  await anon(`insert into newsletter_subscribers (email) values ('Gone@example.ca')`);
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('role','anon',true), set_config('request.jwt.claims','{"role":"anon"}',true)`);
    await tx.query(`insert into newsletter_subscribers (email) values ('Gone@example.ca')`);
  });
  expect(
    'resubscribe clears unsubscribed_at',
    (await db.query(`select count(*)::int n from newsletter_subscribers where email = 'gone@example.ca' and unsubscribed_at is null`)).rows,
    [{ n: 1 }],
  );
  expect('service reads subscribers', (await service('select count(*)::int n from newsletter_subscribers')).code, null);
  expect(
    'updated_at trigger',
    (
      await db.query(
        `update blog_posts set title = title where slug = 'how-much-does-a-billboard-cost-in-london-ontario' returning updated_at > created_at as bumped`,
      )
    ).rows,
    [{ bumped: true }],
  );
  expect('bad slug', (await admin(`insert into blog_posts (title, slug) values ('T', 'Bad Slug')`)).code, '23514');
  expect('js featured image', (await admin(`insert into blog_posts (title, slug, featured_image) values ('T', 't', 'javascript:alert(1)')`)).code, '23514');
  expect(
    'protocol-relative image',
    (await admin(`insert into blog_posts (title, slug, featured_image) values ('T', 't', '//evil.example/x.jpg')`)).code,
    '23514',
  );
  expect('site-path image', (await admin(`insert into blog_posts (title, slug, featured_image) values ('T', 't', '/images/blog/x.jpg')`)).code, null);
  expect(
    'storage image',
    (
      await admin(
        `insert into blog_posts (title, slug, featured_image) values ('T', 't', 'https://abc.supabase.co/storage/v1/object/public/blog-images/x.png')`,
      )
    ).code,
    null,
  );
  expect('meta_title 61', (await admin(`insert into blog_posts (title, slug, meta_title) values ('T', 't', repeat('a', 61))`)).code, '23514');
  const rls = await db.query<{ relname: string; nspname: string }>(`
    select c.relname, n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity`);
  expect('tables without RLS', rls.rows, []);
  const seedChecks = await db.query(`
    select count(*) filter (where char_length(meta_title) > 60) long_titles,
           count(*) filter (where char_length(meta_description) > 160) long_desc,
           count(distinct publish_date) dates, count(*) n
    from blog_posts`);
  console.log(seedChecks.rows);
  await db.close();
  if (failures) {
    console.error(`${failures} failure(s)`);
    process.exit(1);
  }
  console.log('all checks passed');
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
