-- import_proof_of_play answers in one statement, without temporary tables:
-- the rows are attributed per distinct key (list of names, board, Toronto
-- day) instead of row by row, and no step rewrites every row. The summary of
-- a network's week is sent in parts of this call, and the staff wait for all
-- of them before they confirm. The same checks, categories and answer
-- (restated whole from 20261204600000_proof_import_once_per_row.sql).

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
  v_result jsonb;
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

  if p_store then
    insert into public.play_log_imports (file_name, rows_in_file, rows_imported)
    values (left(coalesce(nullif(btrim(p_file_name), ''), 'proof-of-play.csv'), 255), v_count, 0)
    returning id into v_import;
  end if;

  -- One statement from the rows to the answer: every row read, checked and
  -- placed once, then attributed by what decides it (its names, board and
  -- Toronto day: an export repeats a few hundred such keys over thousands of
  -- rows), and the answer's figures read from that. The stored plays, when
  -- asked, are written by the same statement; its reads see the plays as they
  -- were before it, so 'already_imported' counts only earlier imports.
  with src as materialized (
    select r.ord::integer as ord,
      case when jsonb_typeof(r.value -> 'line') = 'number' then (r.value ->> 'line')::numeric::integer end as line,
      btrim(r.value ->> 'board') as board, btrim(r.value ->> 'played_at') as played_at_text,
      r.value -> 'names' as names_json,
      r.value -> 'seconds' as seconds_json, r.value -> 'count' as count_json
    from jsonb_array_elements(p_rows) with ordinality as r (value, ord)
  ),
  -- Each distinct list of names cleaned once.
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
  -- Materialised, as the steps after it: each is read by several expressions.
  checked as materialized (
    select s.ord, s.line, s.board, s.played_at_text, nl.names, s.seconds_json, s.count_json, b.location_id,
      (
        s.played_at_text is null
        -- The shape the site's parsers write ('2026-11-16T14:00:00.000Z') is told
        -- by a test far cheaper than the pattern, which any other text goes through.
        or (translate(s.played_at_text, '0123456789', '0000000000') <> '0000-00-00T00:00:00.000Z'
            and s.played_at_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$')
        or jsonb_typeof(s.seconds_json) is distinct from 'number'
        or s.seconds_json::numeric <> trunc(s.seconds_json::numeric)
        or s.seconds_json::numeric not between 1 and 3600
        or jsonb_typeof(s.count_json) is distinct from 'number'
        or s.count_json::numeric <> trunc(s.count_json::numeric)
        or s.count_json::numeric not between 1 and 1000000
        or nl.names is null
      ) is not true as readable
      from src as s
      left join boards as b on b.board = s.board
      left join name_lists as nl on nl.names_json = s.names_json
  ),
  -- A date the pattern lets through but the calendar does not (a 31st of
  -- April) fails the cast and the whole call: nothing is stored.
  placed as materialized (
    select t.ord, t.line, t.board, t.played_at_text, t.names, t.location_id, t.at as played_at,
      case when t.readable then t.seconds_json::numeric::integer end as seconds,
      case when t.readable then t.count_json::numeric::integer end as play_count,
      case when not t.readable then 'unreadable' when t.location_id is null then 'unknown_display' when t.at > now() then 'future' end as category,
      (t.at at time zone 'America/Toronto')::date as day
    from (select c.*, case when c.readable then c.played_at_text::timestamptz end as at from checked as c) as t
  ),
  lists as (select distinct p.names from placed as p where p.category is null),
  list_names as (
    select l.names, n.name, n.i::integer as name_ord from lists as l cross join lateral unnest(l.names) with ordinality as n (name, i)
  ),
  -- Each campaign a name carries: its reference as a word of the name.
  carried_names as (
    select distinct d.name, c.id as campaign_id,
      -- Stored from the reference on, so it names the campaign as play_is_campaigns reads it.
      case when private.play_is_campaigns(substr(d.name, strpos(upper(d.name), c.reference)), c.reference)
        then substr(d.name, strpos(upper(d.name), c.reference)) else c.reference end as creative_ref
      from (select distinct ln.name from list_names as ln) as d
      cross join lateral regexp_matches(upper(d.name), '(?:^|[^A-Z0-9])(C-[A-Z0-9]+)(?![A-Z0-9])', 'g') as t (m)
      join public.campaigns as c on c.reference = t.m[1]
  ),
  -- Per list of names, each campaign it carries by its first name carrying it.
  carried as (
    select distinct on (ln.names, k.campaign_id) ln.names, k.campaign_id, ln.name_ord, k.creative_ref
      from list_names as ln join carried_names as k on k.name = ln.name
     order by ln.names, k.campaign_id, ln.name_ord
  ),
  -- A list carrying no campaign is no_reference; in an import for one
  -- campaign, a list carrying only others is other_campaign.
  list_flags as (
    select l.names,
      exists (select 1 from carried as k where k.names = l.names) as carries,
      exists (select 1 from carried as k where k.names = l.names and (p_campaign is null or k.campaign_id = p_campaign)) as carries_own
      from lists as l
  ),
  keys as (select distinct p.names, p.location_id, p.day from placed as p where p.category is null),
  -- The campaign of each key: carried by its most specific name, booked on
  -- its board for a cycle holding its day, or given a make-good's extra days
  -- on it that hold that day (a booked cycle first).
  attributed as (
    select distinct on (k.names, k.location_id, k.day) k.names, k.location_id, k.day, c.campaign_id, c.creative_ref, d.make_good
      from keys as k
      join carried as c on c.names = k.names and (p_campaign is null or c.campaign_id = p_campaign)
      join (
        select b.campaign_id, b.location_id, b.starts_on as first_day, b.starts_on + 28 * b.cycles as end_day, false as make_good
          from public.bookings as b
         where b.status = 'confirmed'
        union all
        select g.campaign_id, g.location_id, g.starts_on, g.starts_on + g.days, true
          from public.make_goods as g
         where g.kind = 'extra_days'
      ) as d
        on d.campaign_id = c.campaign_id and d.location_id = k.location_id and k.day >= d.first_day and k.day < d.end_day
     order by k.names, k.location_id, k.day, c.name_ord, c.campaign_id, d.make_good
  ),
  attributed_rows as (
    select p.ord, p.line, p.board, p.played_at_text, p.names, p.location_id, p.played_at, p.seconds, p.play_count,
      a.campaign_id, a.creative_ref, coalesce(a.make_good, false) as make_good,
      case when p.category is not null then p.category
           when a.campaign_id is not null then null
           when not f.carries then 'no_reference'
           when not f.carries_own then 'other_campaign'
           else 'outside_cycles' end as category
      from placed as p
      left join attributed as a on a.names = p.names and a.location_id = p.location_id and a.day = p.day and p.category is null
      left join list_flags as f on f.names = p.names and p.category is null
  ),
  -- One play per campaign, board and instant within the call: the first row's, with the largest count.
  final as materialized (
    select r.*,
      r.campaign_id is not null
        and row_number() over (partition by r.campaign_id, r.location_id, r.played_at order by r.play_count desc, r.ord) > 1 as merged
      from attributed_rows as r
  ),
  stored as (
    insert into public.plays (location_id, played_at, creative_ref, seconds, play_count, import_id)
    select f.location_id, f.played_at, f.creative_ref, f.seconds, f.play_count, v_import
      from final as f
     where p_store and f.campaign_id is not null and not f.merged
     order by f.ord
    on conflict (location_id, played_at, creative_ref) do nothing
    returning 1
  )
  select jsonb_build_object(
    'rows', v_count,
    'merged', (select count(*)::integer from final as f where f.merged),
    'matched', (
      select coalesce(jsonb_agg(x order by x ->> 'reference'), '[]'::jsonb) from (
        select jsonb_build_object(
          'campaign_id', c.id, 'reference', c.reference, 'name', c.name,
          'rows', count(*), 'plays', sum(f.play_count),
          'make_good_plays', coalesce(sum(f.play_count) filter (where f.make_good), 0),
          -- Already stored by an earlier import; at most one per row, by the plays' unique key.
          'already_imported', count(p.location_id)
        ) as x
          from final as f
          join public.campaigns as c on c.id = f.campaign_id
          left join public.plays as p
            on p.location_id = f.location_id and p.played_at = f.played_at and p.creative_ref = f.creative_ref
         where not f.merged
         group by c.id, c.reference, c.name
      ) as s
    ),
    'unmatched', (
      select coalesce(jsonb_agg(x order by x ->> 'category'), '[]'::jsonb) from (
        select jsonb_build_object(
          'category', g.category, 'rows', g.rows, 'plays', g.plays,
          'first', (
            select jsonb_agg(jsonb_build_object('line', f.line, 'board', f.board, 'played_at', f.played_at_text, 'name', f.names[1]) order by f.ord)
              from (select f2.* from final as f2 where f2.category = g.category order by f2.ord limit private.proof_import_sample_rows()) as f
          )
        ) as x
          from (
            select f.category, count(*) as rows, coalesce(sum(f.play_count), count(*)) as plays
              from final as f where f.category is not null group by f.category
          ) as g
      ) as s
    ),
    'import_id', v_import,
    'stored', (select count(*)::integer from stored)
  ) into v_result;

  if p_store then
    update public.play_log_imports set rows_imported = (v_result ->> 'stored')::integer where id = v_import;
  end if;
  return v_result;
end;
$$;

comment on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) is
  'The staff''s proof of play import: attributes a player export''s plays to campaigns by reference, board and cycle or make-good day (only to p_campaign when given; other campaigns'' plays are listed as other_campaign); a summary when p_store is false, stores the matched plays (skipping those already stored) when true. Admin only.';

revoke execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) from public, anon;
grant execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) to authenticated, service_role;
