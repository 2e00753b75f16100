// What each audience can see and do beyond the matrix: drafts and inactive
// locations stay hidden from the public, the admin sees them, a repeat
// newsletter sign-up is harmless and reveals nothing, and claiming admin in
// user_metadata grants nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, resetBackend, serviceClient, signIn, signInAsAdmin } from './helpers';

// Fixed ids from supabase/seed.sql.
const COSTS_SLUG = 'how-much-does-a-billboard-cost-in-london-ontario';
const DRAFT_IDS = ['b0000000-0000-4000-8000-000000000008', 'b0000000-0000-4000-8000-000000000009'];
const DRAFT_SLUG = 'restaurant-billboard-ideas-for-patio-season';
const INACTIVE_LOCATION_ID = 'c0000000-0000-4000-8000-000000000010';

beforeAll(async () => {
  await resetBackend();
});

afterAll(async () => {
  await resetBackend();
});

describe('blog posts', () => {
  it('the public lists only published posts, newest first', async () => {
    const { data, error } = await anonClient().from('blog_posts').select('id, slug, is_published, publish_date').order('publish_date', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(7);
    expect(data?.every((p) => p.is_published)).toBe(true);
    expect(data?.map((p) => p.id)).not.toContain(DRAFT_IDS[0]);
    const dates = data?.map((p) => p.publish_date as string) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('the public reads the costs article by slug', async () => {
    const { data, error } = await anonClient().from('blog_posts').select('*').eq('slug', COSTS_SLUG).eq('is_published', true).single();
    expect(error).toBeNull();
    expect(data?.content).toContain('$1,100');
    expect(data?.content).toContain('$2,500');
  });

  it('a draft is invisible to the public even when asked for by slug or id without the published filter', async () => {
    const anon = anonClient();
    const bySlug = await anon.from('blog_posts').select('*').eq('slug', DRAFT_SLUG).maybeSingle();
    expect(bySlug.error).toBeNull();
    expect(bySlug.data).toBeNull();
    const byId = await anon.from('blog_posts').select('id').in('id', DRAFT_IDS);
    expect(byId.data).toEqual([]);
    const unpublished = await anon.from('blog_posts').select('id').eq('is_published', false);
    expect(unpublished.data).toEqual([]);
  });

  it('a signed-in non-admin sees no drafts either', async () => {
    const { client } = await createUser();
    const { data } = await client.from('blog_posts').select('id').eq('is_published', false);
    expect(data).toEqual([]);
  });

  it('the admin lists all posts, drafts included', async () => {
    const { client } = await signInAsAdmin();
    const { data, error } = await client.from('blog_posts').select('id, is_published').order('publish_date', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(9);
    expect(
      data
        ?.filter((p) => !p.is_published)
        .map((p) => p.id)
        .sort(),
    ).toEqual(DRAFT_IDS);
  });

  it('the admin creates, edits and deletes a post, and updated_at moves', async () => {
    const { client } = await signInAsAdmin();
    const slug = `admin-post-${randomUUID().slice(0, 8)}`;
    const created = await client
      .from('blog_posts')
      .insert({ title: 'Admin post', slug, content: '<p>Hi</p>', tags: ['a'], categories: ['b'], is_published: false })
      .select()
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.is_published).toBe(false);

    await new Promise((r) => setTimeout(r, 20));
    const updated = await client.from('blog_posts').update({ title: 'Admin post, edited', is_published: true }).eq('id', created.data?.id).select().single();
    expect(updated.error).toBeNull();
    expect(updated.data?.title).toBe('Admin post, edited');
    expect(new Date(updated.data?.updated_at as string).getTime()).toBeGreaterThan(new Date(created.data?.updated_at as string).getTime());

    const visible = await anonClient().from('blog_posts').select('id').eq('slug', slug);
    expect(visible.data).toHaveLength(1);

    const deleted = await client.from('blog_posts').delete().eq('id', created.data?.id).select('id');
    expect(deleted.data).toHaveLength(1);
  });

  it('the database refuses invalid posts even from the admin', async () => {
    const { client } = await signInAsAdmin();
    const badSlug = await client.from('blog_posts').insert({ title: 'x', slug: 'Not A Slug' });
    expect(badSlug.error?.code).toBe('23514');
    const longMeta = await client.from('blog_posts').insert({ title: 'x', slug: 'long-meta', meta_title: 'a'.repeat(61) });
    expect(longMeta.error?.code).toBe('23514');
    const scriptImage = await client.from('blog_posts').insert({ title: 'x', slug: 'script-image', featured_image: 'javascript:alert(1)' });
    expect(scriptImage.error?.code).toBe('23514');
    const duplicate = await client.from('blog_posts').insert({ title: 'x', slug: COSTS_SLUG });
    expect(duplicate.error?.code).toBe('23505');
    expect(duplicate.status).toBe(409);
  });
});

describe('billboard locations', () => {
  it('the public sees the active locations ordered by name, not the inactive one', async () => {
    const { data, error } = await anonClient().from('billboard_locations').select('*').eq('is_active', true).order('name');
    expect(error).toBeNull();
    expect(data).toHaveLength(9);
    const names = data?.map((l) => l.name as string) ?? [];
    expect([...names].sort()).toEqual(names);
    const hidden = await anonClient().from('billboard_locations').select('id').eq('id', INACTIVE_LOCATION_ID);
    expect(hidden.data).toEqual([]);
  });

  it('the admin sees the inactive location', async () => {
    const { client } = await signInAsAdmin();
    const { data } = await client.from('billboard_locations').select('id, is_active').eq('id', INACTIVE_LOCATION_ID);
    expect(data).toEqual([{ id: INACTIVE_LOCATION_ID, is_active: false }]);
  });
});

describe('newsletter', () => {
  it('visitors cannot write the list: addresses arrive through the double opt-in function', async () => {
    const result = await anonClient()
      .from('newsletter_subscribers')
      .insert({ email: `reader-${randomUUID().slice(0, 8)}@example.com` });
    expect(result.error?.code).toBe('42501');
    expect(result.status).toBe(401);
  });

  it('a malformed address is still refused by the database itself (23514)', async () => {
    const result = await serviceClient().from('newsletter_subscribers').insert({ email: 'not-an-email' });
    expect(result.error?.code).toBe('23514');
  });

  it('nobody but the admin reads the list, and the admin only its confirmed addresses', async () => {
    const confirmed = `in-${randomUUID().slice(0, 8)}@example.com`;
    const pending = `out-${randomUUID().slice(0, 8)}@example.com`;
    await serviceClient()
      .from('newsletter_subscribers')
      .insert([{ email: confirmed, confirmed_at: new Date().toISOString() }, { email: pending }]);
    const anon = await anonClient().from('newsletter_subscribers').select('email');
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);
    const { client } = await signInAsAdmin();
    const admin = await client.from('newsletter_subscribers').select('email').in('email', [confirmed, pending]);
    expect(admin.error).toBeNull();
    expect(admin.data).toEqual([{ email: confirmed }]);
  });
});

describe('admin rights come from the database only', () => {
  it('a user whose user_metadata and app_metadata claim admin is still an ordinary user', async () => {
    const email = `pretender-${randomUUID().slice(0, 8)}@example.com`;
    const password = `pw-${randomUUID()}`;
    const created = await serviceClient().auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { role: 'admin', is_admin: true, admin: true },
      app_metadata: { role: 'admin', is_admin: true },
    });
    expect(created.error).toBeNull();
    const { client, session } = await signIn(email, password);
    expect(session.user.user_metadata.is_admin).toBe(true);

    const drafts = await client.from('blog_posts').select('id').eq('is_published', false);
    expect(drafts.data).toEqual([]);
    const insert = await client.from('blog_posts').insert({ title: 'Pretender', slug: 'pretender' });
    expect(insert.error?.code).toBe('42501');
    expect(insert.status).toBe(403);
    const inactive = await client.from('billboard_locations').select('id').eq('id', INACTIVE_LOCATION_ID);
    expect(inactive.data).toEqual([]);
  });

  it('the private schema is not reachable through the API', async () => {
    const { client } = await signInAsAdmin();
    const result = await client.schema('private').from('admins').select('*');
    expect(result.error).not.toBeNull();
    expect(result.data).toBeNull();
  });
});
