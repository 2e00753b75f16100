-- Proof of play from the players' own exports, for the whole network at once
-- (docs/play-log-format.md, "The players' exports"): each board keeps the
-- names its players use for it, a play may stand for several (a player that
-- aggregates by hour), and one function attributes a file's plays to the
-- campaigns whose reference they carry, first as a summary, then for good.

-- ---------------------------------------------------------------- the boards' names in the players

create type public.player_software as enum ('xibo', 'outsmart');

create table public.board_player_names (
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  player public.player_software not null,
  -- Xibo's display name, or Outsmart's frame id (digits, as SPACE numbers frames).
  name text not null constraint board_player_names_name_length check (char_length(btrim(name)) between 1 and 200),
  -- A player's export names the board as its operator typed it: case and
  -- surrounding spaces are not part of the name.
  name_key text generated always as (lower(btrim(name))) stored,
  created_at timestamptz not null default now(),
  constraint board_player_names_frame_id check (player <> 'outsmart' or btrim(name) ~ '^[0-9]{1,10}$'),
  -- One name in one player is one board.
  primary key (player, name_key)
);

create index board_player_names_location_idx on public.board_player_names (location_id);

comment on table public.board_player_names is
  'The names a board has in the players'' software (Xibo display name, Outsmart frame id), to read their proof of play exports. Admin only.';

alter table public.board_player_names enable row level security;
revoke all on table public.board_player_names from anon, authenticated;
grant select, insert, update, delete on table public.board_player_names to authenticated;
grant all on table public.board_player_names to service_role;

create policy "Admin reads board player names" on public.board_player_names for select to authenticated
  using ((select private.is_admin()));
create policy "Admin adds board player names" on public.board_player_names for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admin changes board player names" on public.board_player_names for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admin removes board player names" on public.board_player_names for delete to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------- aggregated plays

-- A display that aggregates its statistics writes one row for an hour or a
-- day of plays with their count; the row is one stored play standing for
-- that many, up to PROOF_IMPORT.playMaxCount (proof-import-rules.ts; the
-- catalog test checks they agree).
alter table public.plays add column play_count integer not null default 1
  constraint plays_play_count_range check (play_count between 1 and 1000000);

comment on column public.plays.play_count is 'Plays this row stands for: above 1 when the player aggregated its statistics (Xibo''s Count).';

-- Restated from 20261127212100_play_logs.sql: delivered plays sum each row's count.
create or replace function public.campaign_proof(p_campaign uuid)
returns table (
  location_id uuid,
  board_name text,
  board_slug text,
  cycle_start date,
  cycle_end date,
  operating_hours text,
  loop_seconds integer,
  contracted_plays integer,
  delivered_plays integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_proof_reader(p_campaign);
  return query
  select bc.location_id, l.name, l.slug, bc.cycle_start, bc.cycle_start + 27, l.operating_hours,
    l.spot_seconds * l.slots_per_loop,
    public.contracted_plays(l.operating_hours, l.spot_seconds, l.slots_per_loop, bc.cycle_start),
    (
      select coalesce(sum(p.play_count), 0)::integer
      from public.plays as p
      where p.location_id = bc.location_id
        and p.played_at >= bc.starts_at and p.played_at < bc.ends_at
        and private.play_is_campaigns(p.creative_ref, c.reference)
    )
  from private.campaign_board_cycles(p_campaign) as bc
  join public.billboard_locations as l on l.id = bc.location_id
  join public.campaigns as c on c.id = p_campaign
  order by l.name, l.id, bc.cycle_start;
end;
$$;

-- ---------------------------------------------------------------- the network-wide import

-- How many of a summary's rows of each kind are shown: enough to recognise the
-- fault. PROOF_IMPORT.sampleRows (the catalog test checks they agree).
create or replace function private.proof_import_sample_rows()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5;
$$;

revoke execute on function private.proof_import_sample_rows() from public;

-- The staff's import of a player's export (p_format 'xibo', 'outsmart' or
-- 'site'). The browser has parsed the file and sends its plays as
-- [{ line, board, played_at, names, seconds, count }]: the board as the player
-- names it (for 'site' the board's slug), played_at an instant with its
-- offset, names the texts that may carry a campaign's reference (a media's
-- file name, a layout's, a campaign's), count the plays the row stands for.
-- Each row is attributed here, never in the browser: to the campaign whose
-- reference one of its names carries (as a word: 'C-7K3Q9X-v2.jpg',
-- 'Spring sale C-7K3Q9X'), with a confirmed booking on the row's board whose
-- cycles hold the play's Toronto day. What matches nothing is counted by the
-- first reason that applies: unreadable, unknown_display, future,
-- no_reference, outside_cycles. Two rows of one file for one campaign on one
-- board at one instant are one play (Xibo writes a layout's and its media's
-- statistic for the same play). With p_store false nothing is written: the
-- answer is the summary the staff confirm. With p_store true the matched
-- plays are stored; one already stored (same board, instant and creative) is
-- skipped, so the same file twice adds nothing.
create or replace function public.import_proof_of_play(p_file_name text, p_format text, p_rows jsonb, p_store boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_import uuid;
  v_stored integer := 0;
  v_matched jsonb;
  v_unmatched jsonb;
  v_merged integer;
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only the site administrator can import proof of play.';
  end if;
  if p_format is null or p_format not in ('xibo', 'outsmart', 'site') then
    raise exception using errcode = '22023', message = 'The format must be xibo, outsmart or site.';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception using errcode = '22023', message = 'The rows must be a JSON array.';
  end if;
  v_count := jsonb_array_length(p_rows);
  if v_count > private.max_play_log_rows() then
    raise exception using errcode = '22023',
      message = format('At most %s rows at a time; send the file in parts.', private.max_play_log_rows());
  end if;

  create temporary table if not exists proof_rows (
    ord integer primary key, line integer, board text, played_at_text text, names text[], seconds_json jsonb, count_json jsonb,
    location_id uuid, played_at timestamptz, seconds integer, play_count integer, category text,
    campaign_id uuid, creative_ref text, merged boolean not null default false
  ) on commit drop;
  truncate pg_temp.proof_rows;

  insert into pg_temp.proof_rows (ord, line, board, played_at_text, names, seconds_json, count_json)
  select r.ord::integer,
    case when jsonb_typeof(r.value -> 'line') = 'number' then (r.value ->> 'line')::numeric::integer end,
    btrim(r.value ->> 'board'), btrim(r.value ->> 'played_at'),
    case when jsonb_typeof(r.value -> 'names') = 'array' then
      array(select left(btrim(n.value), 200) from jsonb_array_elements_text(r.value -> 'names') with ordinality as n (value, i)
            where btrim(n.value) <> '' order by n.i)
    end,
    r.value -> 'seconds', r.value -> 'count'
  from jsonb_array_elements(p_rows) with ordinality as r (value, ord);
  -- A temporary table has no statistics until analysed: without them the
  -- planner joins thousands of rows as if they were a handful.
  analyze pg_temp.proof_rows;

  if p_format = 'site' then
    update pg_temp.proof_rows as r
       set location_id = coalesce(
         (select l.id from public.billboard_locations as l where l.slug = lower(r.board)),
         (select h.location_id from public.billboard_location_slug_history as h where h.old_slug = lower(r.board))
       );
  else
    update pg_temp.proof_rows as r
       set location_id = n.location_id
      from public.board_player_names as n
     where n.player = p_format::public.player_software and n.name_key = lower(r.board);
  end if;

  -- The shape of every row, checked again: the database trusts no caller.
  update pg_temp.proof_rows as r
     set category = case
       when r.played_at_text is null
         or r.played_at_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$'
         or jsonb_typeof(r.seconds_json) is distinct from 'number'
         or (r.seconds_json #>> '{}')::numeric <> trunc((r.seconds_json #>> '{}')::numeric)
         or (r.seconds_json #>> '{}')::numeric not between 1 and 3600
         or jsonb_typeof(r.count_json) is distinct from 'number'
         or (r.count_json #>> '{}')::numeric <> trunc((r.count_json #>> '{}')::numeric)
         or (r.count_json #>> '{}')::numeric not between 1 and 1000000
         or r.names is null
         then 'unreadable'
     end;

  -- A date the pattern lets through but the calendar does not (a 31st of
  -- April) fails the cast and the whole call: nothing is stored.
  update pg_temp.proof_rows as r
     set played_at = r.played_at_text::timestamptz,
         seconds = (r.seconds_json #>> '{}')::numeric::integer,
         play_count = (r.count_json #>> '{}')::numeric::integer
   where r.category is null;

  update pg_temp.proof_rows as r set category = 'unknown_display' where r.category is null and r.location_id is null;
  update pg_temp.proof_rows as r set category = 'future' where r.category is null and r.played_at > now();

  -- Each campaign a row's names carry: its reference as a word of a name.
  create temporary table if not exists proof_carried (ord integer, campaign_id uuid, reference text, name_ord integer, name text) on commit drop;
  truncate pg_temp.proof_carried;
  insert into pg_temp.proof_carried (ord, campaign_id, reference, name_ord, name)
  select distinct on (r.ord, c.id) r.ord, c.id, c.reference, n.i::integer, n.name
    from pg_temp.proof_rows as r
    cross join lateral unnest(r.names) with ordinality as n (name, i)
    cross join lateral regexp_matches(upper(n.name), '(?:^|[^A-Z0-9])(C-[A-Z0-9]+)(?![A-Z0-9])', 'g') as t (m)
    join public.campaigns as c on c.reference = t.m[1]
   where r.category is null
   order by r.ord, c.id, n.i;
  analyze pg_temp.proof_carried;

  update pg_temp.proof_rows as r set category = 'no_reference'
   where r.category is null and not exists (select 1 from pg_temp.proof_carried as k where k.ord = r.ord);

  -- The campaign of each remaining row: carried by its most specific name,
  -- booked on its board for a cycle holding its Toronto day.
  update pg_temp.proof_rows as r
     set campaign_id = m.campaign_id,
         creative_ref = m.creative_ref
    from (
      select distinct on (k.ord) k.ord, k.campaign_id,
        -- Stored from the reference on, so it names the campaign as play_is_campaigns reads it.
        case when private.play_is_campaigns(substr(k.name, strpos(upper(k.name), k.reference)), k.reference)
          then substr(k.name, strpos(upper(k.name), k.reference)) else k.reference end as creative_ref
        from pg_temp.proof_carried as k
        join pg_temp.proof_rows as r2 on r2.ord = k.ord
        join public.bookings as b
          on b.campaign_id = k.campaign_id and b.location_id = r2.location_id and b.status = 'confirmed'
         and (r2.played_at at time zone 'America/Toronto')::date >= b.starts_on
         and (r2.played_at at time zone 'America/Toronto')::date < b.starts_on + 28 * b.cycles
       order by k.ord, k.name_ord, k.campaign_id
    ) as m
   where m.ord = r.ord;

  update pg_temp.proof_rows as r set category = 'outside_cycles' where r.category is null and r.campaign_id is null;

  -- One play per campaign, board and instant within the file: the first row's, with the largest count.
  update pg_temp.proof_rows as r set merged = true
    from (
      select o.ord, row_number() over (partition by o.campaign_id, o.location_id, o.played_at order by o.play_count desc, o.ord) as n
        from pg_temp.proof_rows as o
       where o.campaign_id is not null
    ) as w
   where w.ord = r.ord and w.n > 1;
  select count(*)::integer into v_merged from pg_temp.proof_rows where merged;

  if p_store then
    insert into public.play_log_imports (file_name, rows_in_file, rows_imported)
    values (left(coalesce(nullif(btrim(p_file_name), ''), 'proof-of-play.csv'), 255), v_count, 0)
    returning id into v_import;

    insert into public.plays (location_id, played_at, creative_ref, seconds, play_count, import_id)
    select r.location_id, r.played_at, r.creative_ref, r.seconds, r.play_count, v_import
      from pg_temp.proof_rows as r
     where r.campaign_id is not null and not r.merged
     order by r.ord
    on conflict (location_id, played_at, creative_ref) do nothing;
    get diagnostics v_stored = row_count;

    update public.play_log_imports set rows_imported = v_stored where id = v_import;
  end if;

  select coalesce(jsonb_agg(x order by x ->> 'reference'), '[]'::jsonb) into v_matched
  from (
    select jsonb_build_object(
      'campaign_id', c.id, 'reference', c.reference, 'name', c.name,
      'rows', count(*), 'plays', sum(r.play_count),
      -- Already stored by an earlier import (before this call stored anything).
      'already_imported', count(*) filter (where exists (
        select 1 from public.plays as p
         where p.location_id = r.location_id and p.played_at = r.played_at and p.creative_ref = r.creative_ref
           and p.import_id is distinct from v_import
      ))
    ) as x
      from pg_temp.proof_rows as r
      join public.campaigns as c on c.id = r.campaign_id
     where not r.merged
     group by c.id, c.reference, c.name
  ) as s;

  select coalesce(jsonb_agg(x order by x ->> 'category'), '[]'::jsonb) into v_unmatched
  from (
    select jsonb_build_object(
      'category', r.category, 'rows', count(*), 'plays', coalesce(sum(r.play_count), count(*)),
      'first', (
        select jsonb_agg(jsonb_build_object('line', f.line, 'board', f.board, 'played_at', f.played_at_text, 'name', f.names[1]) order by f.ord)
          from (
            select f2.* from pg_temp.proof_rows as f2 where f2.category = r.category order by f2.ord limit private.proof_import_sample_rows()
          ) as f
      )
    ) as x
      from pg_temp.proof_rows as r
     where r.category is not null and r.campaign_id is null
     group by r.category
  ) as s;

  return jsonb_build_object(
    'rows', v_count, 'merged', v_merged, 'matched', v_matched, 'unmatched', v_unmatched,
    'import_id', v_import, 'stored', v_stored
  );
end;
$$;

comment on function public.import_proof_of_play(text, text, jsonb, boolean) is
  'The staff''s network-wide proof of play import: attributes a player export''s plays to campaigns by reference, board and cycle; a summary when p_store is false, stores the matched plays (skipping those already stored) when true. Admin only.';

revoke execute on function public.import_proof_of_play(text, text, jsonb, boolean) from public, anon;
grant execute on function public.import_proof_of_play(text, text, jsonb, boolean) to authenticated, service_role;
