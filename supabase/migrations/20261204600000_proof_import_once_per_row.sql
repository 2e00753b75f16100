-- import_proof_of_play computes each row's checks once: the checked and timed
-- steps are materialised, where inlined the planner repeated the row's shape
-- test and time cast in every expression that read them; and each distinct
-- list of names is cleaned once, not once per row (an export repeats a few
-- dozen). The same checks and answers otherwise (restated whole from
-- 20261204400000_proof_import_lean_with_make_goods.sql).

create or replace function public.import_proof_of_play(p_file_name text, p_format text, p_rows jsonb, p_store boolean, p_campaign uuid default null)
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
  if p_campaign is not null and not exists (select 1 from public.campaigns as c where c.id = p_campaign) then
    raise exception using errcode = 'P0002', message = 'No such campaign.';
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
    campaign_id uuid, creative_ref text, merged boolean not null default false, day date,
    make_good boolean not null default false
  ) on commit drop;
  truncate pg_temp.proof_rows;

  -- Every row read, checked and placed in one pass: its board looked up once
  -- per name the file uses, its time cast only once its shape is checked.
  insert into pg_temp.proof_rows (ord, line, board, played_at_text, names, seconds_json, count_json,
    location_id, played_at, seconds, play_count, category, day)
  with src as materialized (
    select r.ord::integer as ord,
      case when jsonb_typeof(r.value -> 'line') = 'number' then (r.value ->> 'line')::numeric::integer end as line,
      btrim(r.value ->> 'board') as board, btrim(r.value ->> 'played_at') as played_at_text,
      r.value -> 'names' as names_json,
      r.value -> 'seconds' as seconds_json, r.value -> 'count' as count_json
    from jsonb_array_elements(p_rows) with ordinality as r (value, ord)
  ),
  -- Each distinct list of names cleaned once: an export repeats a few dozen.
  name_lists as (
    select d.names_json,
      case when jsonb_typeof(d.names_json) = 'array' then
        array(select left(btrim(n.value), 200) from jsonb_array_elements_text(d.names_json) with ordinality as n (value, i)
              where btrim(n.value) <> '' order by n.i)
      end as names
      from (select distinct s.names_json from src as s) as d
  ),
  boards as (
    select d.board,
      case when p_format = 'site' then coalesce(
          (select l.id from public.billboard_locations as l where l.slug = lower(d.board)),
          (select h.location_id from public.billboard_location_slug_history as h where h.old_slug = lower(d.board)))
        else (select n.location_id from public.board_player_names as n
               where n.player = p_format::public.player_software and n.name_key = lower(d.board))
      end as location_id
      from (select distinct s.board from src as s) as d
  ),
  -- The shape of every row, checked again: the database trusts no caller.
  -- Materialised, as the step after it: each is read by several expressions.
  checked as materialized (
    select s.ord, s.line, s.board, s.played_at_text, nl.names, s.seconds_json, s.count_json, b.location_id,
      (
        s.played_at_text is null
        -- The shape the site's parsers write ('2026-11-16T14:00:00.000Z') is told
        -- by a test far cheaper than the pattern, which any other text goes through.
        or (translate(s.played_at_text, '0123456789', '0000000000') <> '0000-00-00T00:00:00.000Z'
            and s.played_at_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$')
        or jsonb_typeof(s.seconds_json) is distinct from 'number'
        or (s.seconds_json #>> '{}')::numeric <> trunc((s.seconds_json #>> '{}')::numeric)
        or (s.seconds_json #>> '{}')::numeric not between 1 and 3600
        or jsonb_typeof(s.count_json) is distinct from 'number'
        or (s.count_json #>> '{}')::numeric <> trunc((s.count_json #>> '{}')::numeric)
        or (s.count_json #>> '{}')::numeric not between 1 and 1000000
        or nl.names is null
      ) is not true as readable
      from src as s
      left join boards as b on b.board = s.board
      left join name_lists as nl on nl.names_json = s.names_json
  ),
  -- A date the pattern lets through but the calendar does not (a 31st of
  -- April) fails the cast and the whole call: nothing is stored.
  timed as materialized (
    select c.*, case when c.readable then c.played_at_text::timestamptz end as at from checked as c
  )
  select t.ord, t.line, t.board, t.played_at_text, t.names, t.seconds_json, t.count_json,
    t.location_id, t.at,
    case when t.readable then (t.seconds_json #>> '{}')::numeric::integer end,
    case when t.readable then (t.count_json #>> '{}')::numeric::integer end,
    case when not t.readable then 'unreadable' when t.location_id is null then 'unknown_display' when t.at > now() then 'future' end,
    (t.at at time zone 'America/Toronto')::date
  from timed as t;
  -- A temporary table has no statistics until analysed: without them the
  -- planner joins thousands of rows as if they were a handful.
  analyze pg_temp.proof_rows;

  -- Each campaign a row's names carry: its reference as a word of a name.
  -- A file names its creatives a few dozen ways over thousands of rows: each
  -- distinct name is searched once.
  create temporary table if not exists proof_carried (ord integer, campaign_id uuid, reference text, name_ord integer, name text, creative_ref text) on commit drop;
  truncate pg_temp.proof_carried;
  insert into pg_temp.proof_carried (ord, campaign_id, reference, name_ord, name, creative_ref)
  with names as (
    select distinct n.name
      from pg_temp.proof_rows as r
      cross join lateral unnest(r.names) as n (name)
     where r.category is null
  ),
  carried as (
    select distinct d.name, c.id as campaign_id, c.reference,
      -- Stored from the reference on, so it names the campaign as play_is_campaigns reads it.
      case when private.play_is_campaigns(substr(d.name, strpos(upper(d.name), c.reference)), c.reference)
        then substr(d.name, strpos(upper(d.name), c.reference)) else c.reference end as creative_ref
      from names as d
      cross join lateral regexp_matches(upper(d.name), '(?:^|[^A-Z0-9])(C-[A-Z0-9]+)(?![A-Z0-9])', 'g') as t (m)
      join public.campaigns as c on c.reference = t.m[1]
  )
  select distinct on (r.ord, k.campaign_id) r.ord, k.campaign_id, k.reference, n.i::integer, n.name, k.creative_ref
    from pg_temp.proof_rows as r
    cross join lateral unnest(r.names) with ordinality as n (name, i)
    join carried as k on k.name = n.name
   where r.category is null
   order by r.ord, k.campaign_id, n.i;
  analyze pg_temp.proof_carried;

  update pg_temp.proof_rows as r set category = 'no_reference'
   where r.category is null and not exists (select 1 from pg_temp.proof_carried as k where k.ord = r.ord);

  -- An import for one campaign stores only its plays: a play naming other
  -- campaigns only is listed, not attributed to them.
  if p_campaign is not null then
    delete from pg_temp.proof_carried as k where k.campaign_id <> p_campaign;
    update pg_temp.proof_rows as r set category = 'other_campaign'
     where r.category is null and not exists (select 1 from pg_temp.proof_carried as k where k.ord = r.ord);
  end if;

  -- The campaign of each remaining row: carried by its most specific name,
  -- booked on its board for a cycle holding its Toronto day, or given a
  -- make-good's extra days on it that hold that day (a booked cycle first).
  update pg_temp.proof_rows as r
     set campaign_id = m.campaign_id,
         creative_ref = m.creative_ref,
         make_good = m.make_good
    from (
      select distinct on (k.ord) k.ord, k.campaign_id, k.creative_ref, d.make_good
        from pg_temp.proof_carried as k
        join pg_temp.proof_rows as r2 on r2.ord = k.ord
        join (
          select b.campaign_id, b.location_id, b.starts_on as first_day, b.starts_on + 28 * b.cycles as end_day, false as make_good
            from public.bookings as b
           where b.status = 'confirmed'
          union all
          select g.campaign_id, g.location_id, g.starts_on, g.starts_on + g.days, true
            from public.make_goods as g
           where g.kind = 'extra_days'
        ) as d
          on d.campaign_id = k.campaign_id and d.location_id = r2.location_id
         and r2.day >= d.first_day
         and r2.day < d.end_day
       order by k.ord, k.name_ord, k.campaign_id, d.make_good
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
      -- Of them, plays within a make-good's extra days.
      'make_good_plays', coalesce(sum(r.play_count) filter (where r.make_good), 0),
      -- Already stored by an earlier import (before this call stored anything);
      -- at most one such play per row, by the plays' unique key.
      'already_imported', count(p.location_id)
    ) as x
      from pg_temp.proof_rows as r
      join public.campaigns as c on c.id = r.campaign_id
      left join public.plays as p
        on p.location_id = r.location_id and p.played_at = r.played_at and p.creative_ref = r.creative_ref
       and p.import_id is distinct from v_import
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


comment on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) is
  'The staff''s proof of play import: attributes a player export''s plays to campaigns by reference, board and cycle or make-good day (only to p_campaign when given; other campaigns'' plays are listed as other_campaign); a summary when p_store is false, stores the matched plays (skipping those already stored) when true. Admin only.';

revoke execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) from public, anon;
grant execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) to authenticated, service_role;
