-- A page for every board: each board has a unique slug made from its name
-- (/inventory/<slug>). The database alone sets it, so a rename always moves
-- the page, and the old slug is kept so its address redirects to the new one.
-- Photos get the alt text the staff write.

-- ---------------------------------------------------------------- slugs

-- 'London — Wellington Rd & Highway 401' -> 'london-wellington-rd-highway-401'.
-- Accents folded by hand: the unaccent extension is not on every project.
create or replace function private.board_slug_base(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(
      left(
        btrim(
          regexp_replace(
            translate(
              regexp_replace(lower(p_name), '[''’.]', '', 'g'),
              'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ',
              'aaaaaaceeeeiiiinooooouuuuyy'
            ),
            '[^a-z0-9]+', '-', 'g'
          ),
          '-'
        ),
        80
      ),
      ''
    ),
    'board'
  );
$$;

revoke execute on function private.board_slug_base(text) from public;

alter table public.billboard_locations
  add column if not exists slug text,
  add column if not exists thumbnail_image_1_alt text,
  add column if not exists thumbnail_image_2_alt text;

alter table public.billboard_locations
  drop constraint if exists billboard_locations_slug_format,
  add constraint billboard_locations_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 90),
  drop constraint if exists billboard_locations_thumbnail_1_alt_length,
  add constraint billboard_locations_thumbnail_1_alt_length check (char_length(btrim(thumbnail_image_1_alt)) between 1 and 300),
  drop constraint if exists billboard_locations_thumbnail_2_alt_length,
  add constraint billboard_locations_thumbnail_2_alt_length check (char_length(btrim(thumbnail_image_2_alt)) between 1 and 300);

-- Old slugs of renamed boards: /inventory/<old_slug> redirects to the board's page.
create table if not exists public.billboard_location_slug_history (
  old_slug text primary key
    constraint billboard_location_slug_history_format check (old_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.billboard_location_slug_history is
  'Slugs a board had before a rename; their addresses redirect. Written by the slug trigger only; the public reads those of active boards.';

create index if not exists billboard_location_slug_history_location_idx on public.billboard_location_slug_history (location_id);

alter table public.billboard_location_slug_history enable row level security;

revoke all on table public.billboard_location_slug_history from anon, authenticated;
grant select on table public.billboard_location_slug_history to anon, authenticated;
grant all on table public.billboard_location_slug_history to service_role;

drop policy if exists "Public reads old slugs of active boards" on public.billboard_location_slug_history;
create policy "Public reads old slugs of active boards"
  on public.billboard_location_slug_history for select
  to anon, authenticated
  using (exists (select 1 from public.billboard_locations as l where l.id = location_id and l.is_active));

-- The first free slug for a board: the name's, or with -2, -3 ... when another
-- board has it.
create or replace function private.free_board_slug(p_name text, p_location_id uuid)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  base text := private.board_slug_base(p_name);
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.billboard_locations as l where l.slug = candidate and l.id <> p_location_id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end;
$$;

revoke execute on function private.free_board_slug(text, uuid) from public;

-- Backfill, oldest first, so the first board keeps the plain slug.
do $$
declare
  r record;
begin
  for r in select id, name from public.billboard_locations where slug is null order by created_at, id loop
    update public.billboard_locations set slug = private.free_board_slug(r.name, r.id) where id = r.id;
  end loop;
end;
$$;

-- The default only makes the column optional for writers: the trigger below
-- always sets the slug.
alter table public.billboard_locations alter column slug set not null, alter column slug set default 'board';
create unique index if not exists billboard_locations_slug_key on public.billboard_locations (slug);

-- Sets the slug from the name on insert and on a rename; a slug sent by a
-- client is ignored. The one whose name changes leaves its old slug in the
-- history; a slug taken again by a board is no longer a redirect. Security
-- definer: the history has no write policy for anyone.
create or replace function private.billboard_locations_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.name is not distinct from old.name then
    new.slug := old.slug;
    return new;
  end if;
  -- Two boards named alike at the same moment must not both take one slug.
  perform pg_advisory_xact_lock(hashtext('public.billboard_locations.slug'));
  new.slug := private.free_board_slug(new.name, new.id);
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    insert into public.billboard_location_slug_history (old_slug, location_id)
    values (old.slug, new.id)
    on conflict (old_slug) do update set location_id = excluded.location_id, created_at = now();
  end if;
  delete from public.billboard_location_slug_history as h where h.old_slug = new.slug;
  return new;
end;
$$;

revoke execute on function private.billboard_locations_slug() from public;

drop trigger if exists billboard_locations_slug on public.billboard_locations;
create trigger billboard_locations_slug
  before insert or update on public.billboard_locations
  for each row execute function private.billboard_locations_slug();

-- ---------------------------------------------------------------- nearby boards

-- The active boards closest to one board, by great-circle distance. Security
-- invoker: the boards' own row-level security decides what is seen.
create or replace function public.nearby_boards(p_location_id uuid, p_limit integer default 3)
returns setof public.billboard_locations
language sql
stable
rows 3
set search_path = ''
as $$
  select other.*
  from public.billboard_locations as here
  join public.billboard_locations as other on other.id <> here.id and other.is_active
  where here.id = p_location_id
  order by 2 * 6371 * asin(sqrt(
    power(sin(radians(other.latitude - here.latitude) / 2), 2)
    + cos(radians(here.latitude)) * cos(radians(other.latitude)) * power(sin(radians(other.longitude - here.longitude) / 2), 2)
  )), other.name
  limit least(greatest(coalesce(p_limit, 3), 0), 12);
$$;

revoke execute on function public.nearby_boards(uuid, integer) from public;
grant execute on function public.nearby_boards(uuid, integer) to anon, authenticated, service_role;
