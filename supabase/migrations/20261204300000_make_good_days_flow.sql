-- A make-good's extra days flow through to the players, the import and the
-- reports: until now only the board's slot count knew them.
--
-- - public.player_loading_list (restated from
--   20261204000000_loading_list_from_go_live.sql): the campaign's version
--   running in its last booked cycle on the board is loaded from the
--   make-good's first day and removed after its last. Days that follow a run
--   of the same version with no gap extend that run, so the player is not told
--   to take a file off and put it back the same day; each entry says how many
--   of its days are make-good days (make_good_days).
-- - public.import_proof_of_play (restated from
--   20261202700000_campaign_play_import.sql): a play on a board within a
--   make-good's days is the campaign's, as one within its booked cycles is.
--   Only the matching step changes (and the summary counts those plays per
--   campaign as make_good_plays). Stored, such plays fall outside every
--   booked cycle, so the cycle's delivered count (campaign_proof,
--   campaign_delivery) never includes them.
-- - public.campaign_plays (restated from 20261127212100_play_logs.sql, a
--   new column make_good): the CSV lists the plays within make-good days too.
-- - public.campaign_make_goods (new): each make-good of a campaign with, for
--   extra days, the plays delivered in them; for a credit, its note. For the
--   staff and the campaign's own advertiser, as campaign_proof is.

-- ---------------------------------------------------------------- the players' loading list

create or replace function public.player_loading_list(p_from date, p_until date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can read the players'' loading list.';
  end if;
  if p_from is null or p_until is null or p_until < p_from or p_until - p_from > 3 * 366 then
    raise exception using errcode = 'P0001', message = 'The loading list covers one span of up to three years.', detail = 'loading_list_span';
  end if;

  with booked as (
    -- Each cycle a campaign plays on a board (two bookings of the same board
    -- and cycle play the same file: one row). Bookings that touch the span,
    -- or whose make-good days do, with every cycle of theirs, so a run keeps
    -- its true first day.
    select distinct b.location_id, b.campaign_id, b.starts_on + 28 * k as cycle_start
    from public.bookings as b
    cross join lateral generate_series(0, b.cycles - 1) as k
    where b.status = 'confirmed'
      and b.starts_on <= p_until
      and (
        b.starts_on + 28 * b.cycles >= p_from
        or exists (
          select 1 from public.make_goods as m
           where m.campaign_id = b.campaign_id and m.location_id = b.location_id and m.kind = 'extra_days'
             and m.starts_on + m.days >= p_from
        )
      )
  ),
  running as (
    select x.location_id, x.campaign_id, x.cycle_start,
      v.id as version_id, v.version, v.storage_path, v.content_type, v.decided_at
    from booked as x
    left join lateral (
      select r.id, r.version, r.storage_path, r.content_type, r.decided_at
      from public.artwork_running(x.location_id, x.cycle_start) as r
      where r.campaign_id = x.campaign_id
    ) as v on true
  ),
  marked as (
    -- A run starts where the cycle before is not the same campaign's on the
    -- same board with the same version.
    select r.*,
      case when lag(r.cycle_start) over w = r.cycle_start - 28 and lag(r.version_id) over w is not distinct from r.version_id
        then 0 else 1 end as starts_run
    from running as r
    window w as (partition by r.location_id, r.campaign_id order by r.cycle_start)
  ),
  numbered as (
    select m.*, sum(m.starts_run) over (partition by m.location_id, m.campaign_id order by m.cycle_start) as run
    from marked as m
  ),
  first_cycle as (
    -- Each campaign's first confirmed cycle on each board: the board's own go-live rule.
    select b.campaign_id, b.location_id, min(b.starts_on) as starts_on
    from public.bookings as b
    where b.status = 'confirmed'
    group by b.campaign_id, b.location_id
  ),
  cycles_run as (
    select n.location_id, n.campaign_id, n.version_id, n.version, n.storage_path, n.content_type, n.decided_at,
      min(n.cycle_start) as first_cycle_start, max(n.cycle_start) + 27 as last_day
    from numbered as n
    group by n.location_id, n.campaign_id, n.run, n.version_id, n.version, n.storage_path, n.content_type, n.decided_at
  ),
  run as (
    select r.location_id, r.campaign_id, r.version_id, r.version, r.storage_path, r.content_type, r.last_day,
      greatest(
        r.first_cycle_start,
        (coalesce(gl.go_live_at, public.artwork_go_live_at(f.starts_on, r.decided_at)) at time zone 'America/Toronto')::date
      ) as load_on
    from cycles_run as r
    join first_cycle as f on f.campaign_id = r.campaign_id and f.location_id = r.location_id
    left join public.campaign_go_live as gl on gl.campaign_id = r.campaign_id
  ),
  played as (
    -- The booked runs that go on air, and each make-good's extra days with
    -- the version running in the campaign's last booked cycle on that board
    -- before them (none while it has no approved version).
    select r.location_id, r.campaign_id, r.version_id, r.version, r.storage_path, r.content_type, r.load_on, r.last_day,
      0 as make_good_days
    from run as r
    where r.load_on <= r.last_day
    union all
    select m.location_id, m.campaign_id, v.id, v.version, v.storage_path, v.content_type, m.starts_on, m.starts_on + m.days - 1,
      m.days
    from public.make_goods as m
    left join lateral (
      select r.id, r.version, r.storage_path, r.content_type
      from public.artwork_running(m.location_id, (
        select max(b.starts_on + 28 * least(b.cycles - 1, (m.starts_on - b.starts_on) / 28))
          from public.bookings as b
         where b.campaign_id = m.campaign_id and b.location_id = m.location_id and b.status = 'confirmed' and b.starts_on <= m.starts_on
      )) as r
      where r.campaign_id = m.campaign_id
    ) as v on true
    where m.kind = 'extra_days'
      and m.starts_on <= p_until
      and m.starts_on + m.days >= p_from
  ),
  chained as (
    -- Days that follow (or overlap) the campaign's previous stretch on the
    -- board with the same version continue it: one load, one removal.
    select p.*,
      case when lag(p.last_day) over w >= p.load_on - 1 and lag(p.version_id) over w is not distinct from p.version_id
        then 0 else 1 end as starts_run
    from played as p
    window w as (partition by p.location_id, p.campaign_id order by p.load_on, p.last_day)
  ),
  stretch as (
    select c.*, sum(c.starts_run) over (partition by c.location_id, c.campaign_id order by c.load_on, c.last_day) as run
    from chained as c
  ),
  merged as (
    select s.location_id, s.campaign_id, s.version_id, s.version, s.storage_path, s.content_type,
      min(s.load_on) as load_on, max(s.last_day) as last_day, sum(s.make_good_days)::integer as make_good_days
    from stretch as s
    group by s.location_id, s.campaign_id, s.run, s.version_id, s.version, s.storage_path, s.content_type
  )
  select coalesce(jsonb_agg(jsonb_build_object(
      'location_id', r.location_id,
      'board', l.name,
      'campaign_id', r.campaign_id,
      'reference', c.reference,
      'campaign_name', c.name,
      'version_id', r.version_id,
      'version', r.version,
      'storage_path', r.storage_path,
      'content_type', r.content_type,
      'load_on', r.load_on,
      'last_day', r.last_day,
      'make_good_days', r.make_good_days
    ) order by l.name, r.location_id, r.load_on, c.reference), '[]'::jsonb)
  into v_result
  from merged as r
  join public.billboard_locations as l on l.id = r.location_id
  join public.campaigns as c on c.id = r.campaign_id
  where r.load_on between p_from and p_until or r.last_day + 1 between p_from and p_until;

  return v_result;
end;
$$;

revoke execute on function public.player_loading_list(date, date) from public, anon;
grant execute on function public.player_loading_list(date, date) to authenticated;

-- ---------------------------------------------------------------- the proof of play import

-- As in 20261202700000_campaign_play_import.sql, except where a row's
-- campaign is found: its board and Toronto day may lie within a make-good's
-- extra days of the campaign as well as within its booked cycles (the
-- proof_rows column make_good says which; the matched summary adds
-- make_good_plays per campaign).

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
    campaign_id uuid, creative_ref text, merged boolean not null default false, make_good boolean not null default false
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
      select distinct on (k.ord) k.ord, k.campaign_id, d.make_good,
        -- Stored from the reference on, so it names the campaign as play_is_campaigns reads it.
        case when private.play_is_campaigns(substr(k.name, strpos(upper(k.name), k.reference)), k.reference)
          then substr(k.name, strpos(upper(k.name), k.reference)) else k.reference end as creative_ref
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
         and (r2.played_at at time zone 'America/Toronto')::date >= d.first_day
         and (r2.played_at at time zone 'America/Toronto')::date < d.end_day
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

comment on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) is
  'The staff''s proof of play import: attributes a player export''s plays to campaigns by reference, board and cycle or make-good day (only to p_campaign when given; other campaigns'' plays are listed as other_campaign); a summary when p_store is false, stores the matched plays (skipping those already stored) when true. Admin only.';

revoke execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) from public, anon;
grant execute on function public.import_proof_of_play(text, text, jsonb, boolean, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- a campaign's make-goods

-- Each make-good of the campaign, for its proof: the board-cycle it makes
-- good (with the plays contracted and delivered then), its kind, and for
-- extra days their first and last day and the campaign's plays on that board
-- within them (so far); for a credit, its note's number and amounts. The
-- staff and the campaign's own advertiser only, as campaign_proof.
create or replace function public.campaign_make_goods(p_campaign uuid)
returns table (
  id uuid,
  location_id uuid,
  board_name text,
  cycle_start date,
  kind text,
  contracted_plays integer,
  delivered_plays integer,
  starts_on date,
  last_day date,
  days integer,
  make_good_plays integer,
  credit_note_number text,
  credit_subtotal_cents bigint,
  credit_total_cents bigint,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_proof_reader(p_campaign);
  return query
  select m.id, m.location_id, l.name, m.cycle_start, m.kind, m.contracted_plays, m.delivered_plays,
    m.starts_on, m.starts_on + m.days - 1, m.days,
    case when m.kind = 'extra_days' then (
      select coalesce(sum(p.play_count), 0)::integer
        from public.plays as p
       where p.location_id = m.location_id
         and p.played_at >= (m.starts_on::timestamp at time zone 'America/Toronto')
         and p.played_at < ((m.starts_on + m.days)::timestamp at time zone 'America/Toronto')
         and private.play_is_campaigns(p.creative_ref, c.reference)
    ) end,
    n.number, n.subtotal_cents, n.total_cents, m.created_at
  from public.make_goods as m
  join public.campaigns as c on c.id = m.campaign_id
  join public.billboard_locations as l on l.id = m.location_id
  left join public.credit_notes as n on n.id = m.credit_note_id
  where m.campaign_id = p_campaign
  order by l.name, m.location_id, m.cycle_start;
end;
$$;

revoke execute on function public.campaign_make_goods(uuid) from public, anon;
grant execute on function public.campaign_make_goods(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the campaign's plays, for its CSV

-- As in 20261127212100_play_logs.sql, with the plays within its make-good
-- days too (make_good true, cycle_start the cycle they make good). A new
-- column is a new return type: the function is dropped and made again.
drop function public.campaign_plays(uuid, integer, integer);

create function public.campaign_plays(p_campaign uuid, p_offset integer default 0, p_limit integer default 1000)
returns table (location_id uuid, board_name text, cycle_start date, played_at timestamptz, creative_ref text, seconds integer, make_good boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_proof_reader(p_campaign);
  return query
  select x.location_id, x.board_name, x.cycle_start, x.played_at, x.creative_ref, x.seconds, x.make_good
  from (
    select p.location_id, l.name as board_name, bc.cycle_start, p.played_at, p.creative_ref, p.seconds, false as make_good
    from private.campaign_board_cycles(p_campaign) as bc
    join public.campaigns as c on c.id = p_campaign
    join public.billboard_locations as l on l.id = bc.location_id
    join public.plays as p
      on p.location_id = bc.location_id and p.played_at >= bc.starts_at and p.played_at < bc.ends_at
    where private.play_is_campaigns(p.creative_ref, c.reference)
    union all
    select p.location_id, l.name, m.cycle_start, p.played_at, p.creative_ref, p.seconds, true
    from public.make_goods as m
    join public.campaigns as c on c.id = m.campaign_id
    join public.billboard_locations as l on l.id = m.location_id
    join public.plays as p
      on p.location_id = m.location_id
     and p.played_at >= (m.starts_on::timestamp at time zone 'America/Toronto')
     and p.played_at < ((m.starts_on + m.days)::timestamp at time zone 'America/Toronto')
    where m.campaign_id = p_campaign and m.kind = 'extra_days'
      and private.play_is_campaigns(p.creative_ref, c.reference)
  ) as x
  order by x.board_name, x.location_id, x.played_at, x.creative_ref
  offset greatest(coalesce(p_offset, 0), 0)
  limit least(greatest(coalesce(p_limit, 1000), 0), 1000);
end;
$$;

revoke execute on function public.campaign_plays(uuid, integer, integer) from public, anon;
grant execute on function public.campaign_plays(uuid, integer, integer) to authenticated, service_role;
