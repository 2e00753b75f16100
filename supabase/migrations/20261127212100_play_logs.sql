-- Plays from the boards' players, imported by the staff from the players' CSV
-- logs (docs/play-log-format.md), and the arithmetic of proof: plays
-- contracted against plays delivered, per board and cycle of a campaign.
-- Only the admin reads the raw log: it holds every advertiser's plays. An
-- advertiser reaches the plays of their own campaign, on its boards, within
-- its cycles, through campaign_plays() and campaign_proof() only.

create table public.play_log_imports (
  id uuid primary key default gen_random_uuid(),
  file_name text not null constraint play_log_imports_file_name_length check (char_length(file_name) between 1 and 255),
  rows_in_file integer not null constraint play_log_imports_rows_in_file check (rows_in_file >= 0),
  -- Plays already imported from an earlier file are skipped, not counted twice.
  rows_imported integer not null constraint play_log_imports_rows_imported check (rows_imported between 0 and rows_in_file),
  imported_by uuid default auth.uid() references auth.users (id) on delete set null,
  imported_at timestamptz not null default now()
);

create table public.plays (
  id bigint generated always as identity primary key,
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  played_at timestamptz not null,
  creative_ref text not null constraint plays_creative_ref_length check (char_length(btrim(creative_ref)) between 1 and 200),
  seconds integer not null constraint plays_seconds_range check (seconds between 1 and 3600),
  import_id uuid not null references public.play_log_imports (id) on delete cascade,
  -- A player logs one play of one creative at one instant: the same row in two
  -- overlapping exports is one play.
  constraint plays_one_per_instant unique (location_id, played_at, creative_ref)
);

create index plays_import_idx on public.plays (import_id);

comment on table public.play_log_imports is 'Each play log the staff imported: who, when, which file, how many rows. Admin only.';
comment on table public.plays is
  'One play of a creative on a board, from a player''s log. Admin only; advertisers read their own through campaign_plays() and campaign_proof().';

alter table public.play_log_imports enable row level security;
alter table public.plays enable row level security;
revoke all on table public.play_log_imports, public.plays from anon, authenticated;
grant select on table public.play_log_imports, public.plays to authenticated;
grant all on table public.play_log_imports, public.plays to service_role;

create policy "Admin reads play log imports" on public.play_log_imports for select to authenticated
  using ((select private.is_admin()));
create policy "Admin reads plays" on public.plays for select to authenticated
  using ((select private.is_admin()));

-- ---------------------------------------------------------------- attribution

-- A play counts for a campaign when its creative reference is the campaign's
-- reference ('C-7K3Q9X'), alone or followed by anything that is not a letter
-- or digit ('C-7K3Q9X-v2.jpg', 'C-7K3Q9X_spring'): the staff name each
-- creative in the player after its campaign, and a campaign may run several
-- versions. Case is ignored.
create or replace function private.play_is_campaigns(p_creative_ref text, p_reference text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select upper(btrim(p_creative_ref)) = p_reference
    or (
      left(upper(btrim(p_creative_ref)), char_length(p_reference)) = p_reference
      and substr(upper(btrim(p_creative_ref)), char_length(p_reference) + 1, 1) !~ '[A-Z0-9]'
    );
$$;

revoke execute on function private.play_is_campaigns(text, text) from public;

-- ---------------------------------------------------------------- contracted plays

-- The operating hours a board states ('6:00 a.m. to midnight, every day',
-- '5:00 a.m. to 1:00 a.m.', '24 hours') as minutes after the start of a day:
-- {opens, closes}, closes after opens (past 1440 when it closes after
-- midnight). Null when the wording is not one of these forms: the contracted
-- count is then unknown rather than guessed.
create or replace function private.operating_minutes(p_hours text)
returns integer[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  t text := lower(btrim(coalesce(p_hours, '')));
  time_re constant text := '(midnight|noon|[0-9]{1,2}(?::[0-5][0-9])?\s*(?:a\.?m\.?|p\.?m\.?))';
  m text[];
  opens integer;
  closes integer;
begin
  if t ~ '^(open\s+)?(24\s*(hours|hrs|h)\y|24/7)' then
    return array[0, 1440];
  end if;
  m := regexp_match(t, '^' || time_re || '\s*(?:to|-|–|—)\s*' || time_re);
  if m is null then
    return null;
  end if;
  opens := private.clock_minutes(m[1], false);
  closes := private.clock_minutes(m[2], true);
  if opens is null or closes is null then
    return null;
  end if;
  if closes <= opens then
    closes := closes + 1440;
  end if;
  return array[opens, closes];
end;
$$;

-- '6:30 p.m.' -> 1110; 'midnight' is 0 as an opening time and 1440 as a closing one.
create or replace function private.clock_minutes(p_time text, p_closing boolean)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  m text[];
  h integer;
begin
  if p_time = 'midnight' then
    return case when p_closing then 1440 else 0 end;
  elsif p_time = 'noon' then
    return 720;
  end if;
  m := regexp_match(p_time, '^([0-9]{1,2})(?::([0-9]{2}))?\s*([ap])');
  if m is null then
    return null;
  end if;
  h := m[1]::integer;
  if h not between 1 and 12 then
    return null;
  end if;
  return ((h % 12) + case when m[3] = 'p' then 12 else 0 end) * 60 + coalesce(m[2]::integer, 0);
end;
$$;

revoke execute on function private.operating_minutes(text) from public;
revoke execute on function private.clock_minutes(text, boolean) from public;

-- The one place of the contracted arithmetic. A board shows each advertiser
-- once per loop, and the loop lasts spot_seconds x slots_per_loop. For each
-- day of the 28-day cycle, on the Toronto clock, the time the board is on
-- (from its opening to its closing time that day, so a day when the clocks
-- change has an hour more or less) divided by the loop, whole loops only;
-- the cycle's figure is the sum of its days. Null when the hours are unknown.
create or replace function public.contracted_plays(
  p_operating_hours text,
  p_spot_seconds integer,
  p_slots_per_loop integer,
  p_cycle_start date
)
returns integer
language sql
stable
-- The caller has no access to the private schema; this reads no table.
security definer
set search_path = ''
as $$
  with w as (select private.operating_minutes(p_operating_hours) as minutes)
  select sum(
    floor(
      extract(epoch from (
        ((d.day + make_interval(mins => w.minutes[2]))::timestamp at time zone 'America/Toronto')
        - ((d.day + make_interval(mins => w.minutes[1]))::timestamp at time zone 'America/Toronto')
      )) / (p_spot_seconds * p_slots_per_loop)
    )
  )::integer
  from w
  cross join lateral (select p_cycle_start + g as day from generate_series(0, 27) as g) as d
  where w.minutes is not null and p_spot_seconds > 0 and p_slots_per_loop > 0;
$$;

comment on function public.contracted_plays(text, integer, integer, date) is
  'Plays one advertiser is owed on a board in the 28-day cycle from p_cycle_start: per Toronto day, operating time / (spot seconds x slots per loop), whole loops; null when the hours are not in a known form.';

revoke execute on function public.contracted_plays(text, integer, integer, date) from public, anon;
grant execute on function public.contracted_plays(text, integer, integer, date) to authenticated, service_role;

-- ---------------------------------------------------------------- a campaign's proof

create or replace function private.require_proof_reader(p_campaign uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((select private.is_admin()) or private.caller_owns_campaign(p_campaign)) then
    raise exception using errcode = '42501', message = 'Only the campaign''s advertiser and the staff can see its proof.';
  end if;
end;
$$;

revoke execute on function private.require_proof_reader(uuid) from public, anon;
grant execute on function private.require_proof_reader(uuid) to authenticated;

-- The board-cycles of a campaign: each confirmed booking's cycles, with the
-- instants the cycle begins and ends on the Toronto clock.
create or replace function private.campaign_board_cycles(p_campaign uuid)
returns table (location_id uuid, cycle_start date, starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct b.location_id, b.starts_on + 28 * g,
    ((b.starts_on + 28 * g)::timestamp at time zone 'America/Toronto'),
    ((b.starts_on + 28 * (g + 1))::timestamp at time zone 'America/Toronto')
  from public.bookings as b
  cross join lateral generate_series(0, b.cycles - 1) as g
  where b.campaign_id = p_campaign and b.status = 'confirmed';
$$;

revoke execute on function private.campaign_board_cycles(uuid) from public, anon, authenticated;

-- Per board and cycle of the campaign: plays contracted and delivered.
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
      select count(*)::integer
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

revoke execute on function public.campaign_proof(uuid) from public, anon;
grant execute on function public.campaign_proof(uuid) to authenticated, service_role;

-- The campaign's own plays, for its CSV: on its boards, within its cycles,
-- attributed to it; never another advertiser's. In pages (p_offset,
-- p_limit), ordered by a unique key, since the API hands out at most 1000
-- rows per request.
create or replace function public.campaign_plays(p_campaign uuid, p_offset integer default 0, p_limit integer default 1000)
returns table (location_id uuid, board_name text, cycle_start date, played_at timestamptz, creative_ref text, seconds integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_proof_reader(p_campaign);
  return query
  select p.location_id, l.name, bc.cycle_start, p.played_at, p.creative_ref, p.seconds
  from private.campaign_board_cycles(p_campaign) as bc
  join public.campaigns as c on c.id = p_campaign
  join public.billboard_locations as l on l.id = bc.location_id
  join public.plays as p
    on p.location_id = bc.location_id and p.played_at >= bc.starts_at and p.played_at < bc.ends_at
  where private.play_is_campaigns(p.creative_ref, c.reference)
  order by l.name, l.id, p.played_at, p.creative_ref
  offset greatest(coalesce(p_offset, 0), 0)
  limit least(greatest(coalesce(p_limit, 1000), 0), 1000);
end;
$$;

revoke execute on function public.campaign_plays(uuid, integer, integer) from public, anon;
grant execute on function public.campaign_plays(uuid, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------- the import

-- Plays one import takes: PROOF.playLogMaxRows in sale-rules.ts (the
-- catalog test checks they agree).
create or replace function private.max_play_log_rows()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 50000;
$$;

revoke execute on function private.max_play_log_rows() from public;

-- The staff's play log import: every row is checked, and either all are
-- stored or none. The browser has parsed the CSV and sends its rows as
-- [{ line, board, played_at, creative, seconds }] (line: the row's line in the
-- file); the checks are repeated here because the database trusts no caller.
-- Answers { "errors": [{ "line", "reason" }] } with nothing stored, or
-- { "import_id", "rows_in_file", "rows_imported", "errors": [] } (a play
-- already imported from an earlier file is skipped).
create or replace function public.import_play_log(p_file_name text, p_rows jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_errors jsonb;
  v_count integer;
  v_import uuid;
  v_imported integer;
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Only the site administrator can import play logs.';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception using errcode = '22023', message = 'The rows must be a JSON array.';
  end if;
  v_count := jsonb_array_length(p_rows);
  if v_count = 0 then
    return jsonb_build_object('errors', jsonb_build_array(jsonb_build_object('line', 1, 'reason', 'The file has no plays.')));
  end if;
  if v_count > private.max_play_log_rows() then
    return jsonb_build_object('errors', jsonb_build_array(jsonb_build_object('line', 1,
      'reason', format('The file has %s plays; import at most %s at a time.', v_count, private.max_play_log_rows()))));
  end if;

  create temporary table if not exists play_log_rows (
    ord integer, line integer, board text, played_at_text text, creative text, seconds_json jsonb,
    location_id uuid, played_at timestamptz, seconds integer, reason text
  ) on commit drop;
  truncate pg_temp.play_log_rows;

  insert into pg_temp.play_log_rows (ord, line, board, played_at_text, creative, seconds_json)
  select r.ord::integer,
    case when jsonb_typeof(r.value -> 'line') = 'number' then (r.value ->> 'line')::numeric::integer end,
    btrim(r.value ->> 'board'), btrim(r.value ->> 'played_at'), btrim(r.value ->> 'creative'), r.value -> 'seconds'
  from jsonb_array_elements(p_rows) with ordinality as r (value, ord);

  update pg_temp.play_log_rows as r
     set location_id = coalesce(
       (select l.id from public.billboard_locations as l where l.slug = lower(r.board)),
       (select h.location_id from public.billboard_location_slug_history as h where h.old_slug = lower(r.board))
     );

  -- The first fault of each row, in the order the columns come.
  update pg_temp.play_log_rows as r
     set reason = case
       when r.board is null or r.board = '' then 'The board is missing.'
       when r.location_id is null then format('No board has the slug "%s".', left(r.board, 100))
       when r.played_at_text is null or r.played_at_text = '' then 'The time played is missing.'
       when r.played_at_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\.[0-9]{1,6})?)?(Z|z|[+-][0-9]{2}(:?[0-9]{2})?)$'
         then 'The time played is not an ISO 8601 date and time with its UTC offset.'
       when r.creative is null or r.creative = '' then 'The creative reference is missing.'
       when char_length(r.creative) > 200 then 'The creative reference is longer than 200 characters.'
       when jsonb_typeof(r.seconds_json) is distinct from 'number' then 'The seconds are not a whole number from 1 to 3600.'
       when (r.seconds_json #>> '{}')::numeric <> trunc((r.seconds_json #>> '{}')::numeric)
         or (r.seconds_json #>> '{}')::numeric not between 1 and 3600
         then 'The seconds are not a whole number from 1 to 3600.'
     end;

  select jsonb_agg(jsonb_build_object('line', coalesce(r.line, r.ord + 1), 'reason', r.reason) order by r.ord)
    into v_errors
  from pg_temp.play_log_rows as r
  where r.reason is not null;
  if v_errors is not null then
    return jsonb_build_object('errors', v_errors);
  end if;

  -- A date the pattern lets through but the calendar does not (a 31st of
  -- April) fails the cast and the whole statement: still nothing is stored.
  update pg_temp.play_log_rows as r
     set played_at = r.played_at_text::timestamptz,
         seconds = (r.seconds_json #>> '{}')::numeric::integer;

  insert into public.play_log_imports (file_name, rows_in_file, rows_imported)
  values (left(coalesce(nullif(btrim(p_file_name), ''), 'play-log.csv'), 255), v_count, 0)
  returning id into v_import;

  insert into public.plays (location_id, played_at, creative_ref, seconds, import_id)
  select r.location_id, r.played_at, r.creative, r.seconds, v_import
  from pg_temp.play_log_rows as r
  order by r.ord
  on conflict (location_id, played_at, creative_ref) do nothing;
  get diagnostics v_imported = row_count;

  update public.play_log_imports set rows_imported = v_imported where id = v_import;
  return jsonb_build_object('import_id', v_import, 'rows_in_file', v_count, 'rows_imported', v_imported, 'errors', '[]'::jsonb);
end;
$$;

revoke execute on function public.import_play_log(text, jsonb) from public, anon;
grant execute on function public.import_play_log(text, jsonb) to authenticated, service_role;
