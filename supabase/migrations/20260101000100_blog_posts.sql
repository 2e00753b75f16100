-- Blog posts: the public reads published posts; only the admin sees drafts and
-- writes. The frontend may send anything, so the rules live here.

create table if not exists public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint blog_posts_title_length check (char_length(btrim(title)) between 1 and 200),
  -- Matches what the editor's slug generator produces after trimming hyphens;
  -- anything else would make a URL the router cannot round-trip.
  slug text not null
    constraint blog_posts_slug_key unique
    constraint blog_posts_slug_format check (
      char_length(slug) <= 200 and slug ~ '^[a-z0-9]+(-+[a-z0-9]+)*$'
    ),
  -- Untrusted HTML: sanitised when rendered. The cap only stops abuse of the table.
  content text not null default ''
    constraint blog_posts_content_length check (char_length(content) <= 500000),
  excerpt text
    constraint blog_posts_excerpt_length check (char_length(excerpt) <= 1000),
  -- An absolute http(s) URL (storage public URL) or a site path; rejects
  -- javascript:, data: and protocol-relative values.
  featured_image text
    constraint blog_posts_featured_image_url check (
      char_length(featured_image) <= 2048 and featured_image ~ '^(https?://|/(?!/))'
    ),
  tags text[] not null default '{}'
    constraint blog_posts_tags_count check (cardinality(tags) <= 30),
  categories text[] not null default '{}'
    constraint blog_posts_categories_count check (cardinality(categories) <= 30),
  publish_date timestamptz not null default now(),
  is_published boolean not null default false,
  meta_title text
    constraint blog_posts_meta_title_length check (char_length(meta_title) <= 60),
  meta_description text
    constraint blog_posts_meta_description_length check (char_length(meta_description) <= 160),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.blog_posts is 'Blog articles. Public: published only. Admin (private.is_admin()): everything.';
comment on column public.blog_posts.content is 'HTML from the TipTap editor. Untrusted: render only through the sanitising component.';

-- The blog list and home page: published posts newest first.
create index if not exists blog_posts_published_list_idx
  on public.blog_posts (publish_date desc)
  where is_published;
-- The admin list (all posts newest first).
create index if not exists blog_posts_publish_date_idx
  on public.blog_posts (publish_date desc);
-- The sitemap: published slugs by last change.
create index if not exists blog_posts_published_updated_idx
  on public.blog_posts (updated_at desc)
  where is_published;
-- The slug lookup uses blog_posts_slug_key (unique).

drop trigger if exists blog_posts_set_updated_at on public.blog_posts;
create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

alter table public.blog_posts enable row level security;

-- Supabase grants everything on new public tables to anon and authenticated by
-- default; start from nothing and grant what the policies below need.
revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon, authenticated;
grant insert, update, delete on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

drop policy if exists "Public reads published posts" on public.blog_posts;
create policy "Public reads published posts"
  on public.blog_posts for select
  to anon
  using (is_published);

-- A separate policy for signed-in users because anon cannot execute
-- private.is_admin(): a policy that applied to anon and called it would fail.
drop policy if exists "Signed-in users read published posts, the admin reads all" on public.blog_posts;
create policy "Signed-in users read published posts, the admin reads all"
  on public.blog_posts for select
  to authenticated
  using (is_published or (select private.is_admin()));

drop policy if exists "Admin creates posts" on public.blog_posts;
create policy "Admin creates posts"
  on public.blog_posts for insert
  to authenticated
  with check ((select private.is_admin()));

drop policy if exists "Admin updates posts" on public.blog_posts;
create policy "Admin updates posts"
  on public.blog_posts for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

drop policy if exists "Admin deletes posts" on public.blog_posts;
create policy "Admin deletes posts"
  on public.blog_posts for delete
  to authenticated
  using ((select private.is_admin()));
