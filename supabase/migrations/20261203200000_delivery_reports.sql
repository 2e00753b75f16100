-- The delivery report and its make-goods.
--
-- At each cycle's end an hourly job writes, once per campaign and cycle (the
-- primary key of private.cycle_reports decides, however often it runs and
-- however many run at once), an outbox message that e-mails the advertiser
-- that cycle's report: per board, plays delivered against contracted and the
-- impressions estimate, with links to the printable report and the plays' CSV.
--
-- A board-cycle of a reported cycle that delivered less than
-- private.make_good_threshold() of its contracted plays waits on the staff's
-- worklist until they record a make-good for it (public.record_make_good):
-- extra days on that board, after its booking, where the board has a free
-- slot every one of those days; or a credit note on that cycle's invoice,
-- which lowers the campaign's balance as any credit note does. Extra days
-- take a slot of the board like a booking: the booking guard and the public
-- availability count them from now on.
--
-- Restated: public.staff_worklist (20261130500000_worklist_failed_messages.sql),
-- private.booking_first_full_cycle and public.board_availability
-- (20261127110100_business_rules.sql); the outbox's kinds (last in
-- 20261202200000_card_holds.sql).

-- ---------------------------------------------------------------- the rules

-- MAKE_GOOD.threshold in supabase/functions/_shared/business-rules.ts (the
-- catalog test compares): a board-cycle delivering fewer plays than this share
-- of its contracted plays is owed a make-good.
create or replace function private.make_good_threshold()
returns numeric
language sql
immutable
set search_path = ''
as $$ select 0.9 $$;

revoke execute on function private.make_good_threshold() from public, anon, authenticated;

-- MAKE_GOOD.maxExtraDays: the most days one make-good adds to a board.
create or replace function private.make_good_max_days()
returns integer
language sql
immutable
set search_path = ''
as $$ select 28 $$;

revoke execute on function private.make_good_max_days() from public, anon, authenticated;

-- ---------------------------------------------------------------- delivery per board and cycle

-- As public.campaign_proof counts them, without its caller check (the job and
-- the staff's functions read it), with what the impressions estimate needs.
create or replace function private.campaign_delivery(p_campaign uuid)
returns table (
  location_id uuid,
  board_name text,
  cycle_start date,
  cycle_end date,
  contracted_plays integer,
  delivered_plays integer,
  daily_impressions integer,
  slots_per_loop integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select bc.location_id, l.name, bc.cycle_start, bc.cycle_start + 27,
    public.contracted_plays(l.operating_hours, l.spot_seconds, l.slots_per_loop, bc.cycle_start),
    (
      select coalesce(sum(p.play_count), 0)::integer
      from public.plays as p
      where p.location_id = bc.location_id
        and p.played_at >= bc.starts_at and p.played_at < bc.ends_at
        and private.play_is_campaigns(p.creative_ref, c.reference)
    ),
    l.daily_impressions::integer,
    l.slots_per_loop
  from private.campaign_board_cycles(p_campaign) as bc
  join public.billboard_locations as l on l.id = bc.location_id
  join public.campaigns as c on c.id = p_campaign
  order by l.name, l.id, bc.cycle_start;
$$;

revoke execute on function private.campaign_delivery(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------- the cycle reports

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready', 'invoice_issued', 'card_held', 'card_released', 'cycle_report'
));

-- One row per campaign and cycle whose report was written: its key is what
-- makes the report once.
create table private.cycle_reports (
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  cycle_start date not null,
  reported_at timestamptz not null default now(),
  primary key (campaign_id, cycle_start)
);

revoke all on table private.cycle_reports from public, anon, authenticated;

-- Writes the report of every campaign cycle that ended (its 28th day is past,
-- Toronto time) within the last week and has none yet. The week bounds what a
-- first run, or a run after the job was down, sends: not every cycle ever.
-- p_today is the day the job runs (tests give another). Answers how many
-- reports it wrote.
create or replace function private.enqueue_cycle_reports(p_today date default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := coalesce(p_today, private.booking_today());
  v_written integer := 0;
  r record;
begin
  for r in
    with ended as (
      select distinct b.campaign_id, b.starts_on + 28 * g as cycle_start
        from public.bookings as b
        join public.campaigns as c on c.id = b.campaign_id
        cross join lateral generate_series(0, b.cycles - 1) as g
       where b.status = 'confirmed' and c.status in ('confirmed', 'live', 'completed')
    )
    select e.campaign_id, e.cycle_start
      from ended as e
     where e.cycle_start + 28 <= v_today and e.cycle_start + 28 > v_today - 7
     order by e.cycle_start, e.campaign_id
  loop
    insert into private.cycle_reports (campaign_id, cycle_start) values (r.campaign_id, r.cycle_start)
    on conflict do nothing;
    if found then
      perform private.enqueue_message('cycle_report', r.campaign_id, jsonb_build_object('cycle_start', r.cycle_start),
        'cycle_report:' || r.campaign_id::text || ':' || r.cycle_start::text);
      v_written := v_written + 1;
    end if;
  end loop;
  return v_written;
end;
$$;

revoke execute on function private.enqueue_cycle_reports(date) from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('cycle-reports', '41 * * * *', 'sql', 'select private.enqueue_cycle_reports()',
   'Writes to the outbox the delivery report of each campaign cycle that ended, once per campaign and cycle.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

do $$
begin
  perform private.schedule_jobs();
end;
$$;

-- What a cycle's report says, read when it is sent (the job's, service role):
-- the campaign, where to send it, and each board's figures in that cycle.
create or replace function public.cycle_report_facts(p_campaign uuid, p_cycle_start date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'campaign_id', c.id,
    'reference', c.reference,
    'name', c.name,
    'email', a.email,
    'cycle_start', p_cycle_start,
    'cycle_end', p_cycle_start + 27,
    'boards', coalesce((
      select jsonb_agg(jsonb_build_object(
        'board_name', d.board_name,
        'contracted', d.contracted_plays,
        'delivered', d.delivered_plays,
        'daily_impressions', d.daily_impressions,
        'slots_per_loop', d.slots_per_loop
      ) order by d.board_name, d.location_id)
      from private.campaign_delivery(c.id) as d
      where d.cycle_start = p_cycle_start
    ), '[]'::jsonb)
  )
  from public.campaigns as c
  join public.advertisers as a on a.id = c.advertiser_id
  where c.id = p_campaign;
$$;

revoke execute on function public.cycle_report_facts(uuid, date) from public, anon, authenticated;
grant execute on function public.cycle_report_facts(uuid, date) to service_role;

-- ---------------------------------------------------------------- make-goods

create table public.make_goods (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  location_id uuid not null references public.billboard_locations (id) on delete cascade,
  cycle_start date not null,
  kind text not null check (kind in ('extra_days', 'credit')),
  -- Extra days: the first one and how many, on the board above.
  starts_on date,
  days integer check (days >= 1),
  credit_note_id uuid references public.credit_notes (id),
  contracted_plays integer not null,
  delivered_plays integer not null,
  reason text check (char_length(reason) <= 500),
  created_by uuid,
  created_at timestamptz not null default now(),
  -- One make-good per board and cycle: recorded, it leaves the worklist.
  constraint make_goods_once unique (campaign_id, location_id, cycle_start),
  constraint make_goods_shape check (
    case kind
      when 'extra_days' then starts_on is not null and days is not null and credit_note_id is null
      else starts_on is null and days is null and credit_note_id is not null
    end
  )
);

create index make_goods_board_days on public.make_goods (location_id, starts_on) where kind = 'extra_days';

comment on table public.make_goods is
  'What the staff gave for a board-cycle delivered under the make-good threshold: extra days on the board (they take a slot) or a credit note. Admin reads; public.record_make_good writes.';

alter table public.make_goods enable row level security;
revoke all on table public.make_goods from anon, authenticated;
grant select on table public.make_goods to authenticated, service_role;
create policy "Admin reads make-goods" on public.make_goods for select to authenticated using ((select private.is_admin()));

-- Slots of a board taken on a day: bookings holding one whose cycles cover it,
-- and make-good days on it.
create or replace function private.board_slots_taken(p_location uuid, p_day date)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (
    select count(*)
      from public.bookings as b
     where b.location_id = p_location
       and private.booking_holds_slot(b.status, b.expires_at, now())
       and b.starts_on <= p_day and p_day < b.starts_on + 28 * b.cycles
  )::integer + (
    select count(*)
      from public.make_goods as m
     where m.location_id = p_location and m.kind = 'extra_days'
       and m.starts_on <= p_day and p_day < m.starts_on + m.days
  )::integer;
$$;

revoke execute on function private.board_slots_taken(uuid, date) from public, anon, authenticated;

-- As in 20261127110100_business_rules.sql, with make-good days on the board
-- taking a slot in every cycle they touch.
create or replace function private.booking_first_full_cycle(p_location_id uuid, p_starts_on date, p_cycles integer, p_exclude uuid)
returns date
language sql
stable
set search_path = ''
as $$
  select c.cycle_start
  from public.billboard_locations as l
  cross join lateral (select p_starts_on + 28 * g as cycle_start from generate_series(0, p_cycles - 1) as g) as c
  where l.id = p_location_id
    and (
      select count(*)
      from public.bookings as b
      where b.location_id = l.id
        and b.id is distinct from p_exclude
        and private.booking_holds_slot(b.status, b.expires_at, now())
        and b.starts_on <= c.cycle_start
        and c.cycle_start < b.starts_on + 28 * b.cycles
    ) + (
      select count(*)
      from public.make_goods as m
      where m.location_id = l.id and m.kind = 'extra_days'
        and m.starts_on < c.cycle_start + 28 and c.cycle_start < m.starts_on + m.days
    ) >= l.slots_per_loop
  order by c.cycle_start
  limit 1;
$$;

-- As in 20261127110100_business_rules.sql, with make-good days taking a slot
-- in every cycle they touch.
create or replace function public.board_availability(p_from date, p_cycles integer)
returns table (location_id uuid, cycle_start date, free_slots integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_cycles is null or p_cycles not between 1 and private.booking_start_window() then
    raise exception using
      errcode = 'P0001',
      message = format('Availability covers 1 to %s cycles, not %s.', private.booking_start_window(), coalesce(p_cycles::text, 'none')),
      detail = 'booking_cycles_range';
  end if;
  return query
  with cycles as (
    select private.booking_cycle_on_or_after(coalesce(p_from, private.booking_today())) + 28 * g as cycle_start
    from generate_series(0, p_cycles - 1) as g
  ),
  boards as (
    select l.id, l.slots_per_loop from public.billboard_locations as l where l.is_active
  ),
  held as (
    select b.location_id, c.cycle_start
    from public.bookings as b
    join boards on boards.id = b.location_id
    join cycles as c on b.starts_on <= c.cycle_start and c.cycle_start < b.starts_on + 28 * b.cycles
    where private.booking_holds_slot(b.status, b.expires_at, now())
    union all
    select m.location_id, c.cycle_start
    from public.make_goods as m
    join boards on boards.id = m.location_id
    join cycles as c on m.starts_on < c.cycle_start + 28 and c.cycle_start < m.starts_on + m.days
    where m.kind = 'extra_days'
  ),
  taken as (
    select h.location_id, h.cycle_start, count(*)::integer as n from held as h group by h.location_id, h.cycle_start
  )
  select boards.id, c.cycle_start, greatest(boards.slots_per_loop - coalesce(taken.n, 0), 0)
  from boards
  cross join cycles as c
  left join taken on taken.location_id = boards.id and taken.cycle_start = c.cycle_start
  order by boards.id, c.cycle_start;
end;
$$;

-- Records the staff's make-good for one board-cycle of a campaign: 'extra_days'
-- (p_days days on that board, from the day after the campaign's booking of it
-- ends, or today if that is past, refused unless the board has a free slot on
-- each of them) or 'credit' (a credit note of p_credit_cents before HST on that
-- cycle's invoice, at most what the board's line asked). Refused for a
-- board-cycle not reported, not under the threshold, or already made good.
create or replace function public.record_make_good(
  p_campaign uuid,
  p_location uuid,
  p_cycle_start date,
  p_kind text,
  p_days integer default null,
  p_credit_cents integer default null,
  p_reason text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.campaign_status;
  v_today date := private.booking_today();
  d record;
  v_board record;
  v_start date;
  v_day date;
  v_invoice record;
  v_line bigint;
  v_hst bigint;
  v_year integer := extract(year from v_today)::integer;
  v_seq integer;
  v_note uuid;
  v_id uuid;
begin
  perform private.require_admin();
  if p_kind is null or p_kind not in ('extra_days', 'credit') then
    raise exception using errcode = 'P0001', message = 'A make-good is extra days on the board or a credit.', detail = 'make_good_kind';
  end if;
  -- The campaign's money and bookings change one at a time (its row's lock).
  select c.status into v_status from public.campaigns as c where c.id = p_campaign for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'No campaign with this id.', detail = 'campaign_missing';
  end if;
  select * into d from private.campaign_delivery(p_campaign) as x where x.location_id = p_location and x.cycle_start = p_cycle_start;
  if not found or not exists (select 1 from private.cycle_reports as r where r.campaign_id = p_campaign and r.cycle_start = p_cycle_start) then
    raise exception using errcode = 'P0001', message = 'This board and cycle of the campaign has not ended and been reported.', detail = 'make_good_not_due';
  end if;
  if d.contracted_plays is null or d.delivered_plays >= d.contracted_plays * private.make_good_threshold() then
    raise exception using errcode = 'P0001', message = 'This board delivered its plays in that cycle: no make-good is owed.', detail = 'make_good_not_owed';
  end if;
  if exists (select 1 from public.make_goods as m where m.campaign_id = p_campaign and m.location_id = p_location and m.cycle_start = p_cycle_start) then
    raise exception using errcode = 'P0001', message = 'This board and cycle already has its make-good.', detail = 'make_good_done';
  end if;

  if p_kind = 'extra_days' then
    if p_days is null or p_days not between 1 and private.make_good_max_days() then
      raise exception using errcode = 'P0001',
        message = format('Extra days are 1 to %s, not %s.', private.make_good_max_days(), coalesce(p_days::text, 'none')),
        detail = 'make_good_days';
    end if;
    -- The board's lock, as the booking guard takes it: slots are counted and taken one writer at a time.
    select l.name, l.slots_per_loop into v_board from public.billboard_locations as l where l.id = p_location for update;
    select greatest(
             max(b.starts_on + 28 * b.cycles),
             coalesce((select max(m.starts_on + m.days) from public.make_goods as m
                        where m.campaign_id = p_campaign and m.location_id = p_location and m.kind = 'extra_days'), v_today),
             v_today)
      into v_start
      from public.bookings as b
     where b.campaign_id = p_campaign and b.location_id = p_location and b.status = 'confirmed';
    for v_day in select v_start + g from generate_series(0, p_days - 1) as g loop
      if private.board_slots_taken(p_location, v_day) >= v_board.slots_per_loop then
        raise exception using errcode = 'P0001',
          message = format('No free slot left on %s on %s.', v_board.name, private.day_words(v_day)),
          detail = 'booking_full',
          hint = 'Give fewer days, or a credit.';
      end if;
    end loop;
    insert into public.make_goods (campaign_id, location_id, cycle_start, kind, starts_on, days, contracted_plays, delivered_plays, reason, created_by)
    values (p_campaign, p_location, p_cycle_start, 'extra_days', v_start, p_days, d.contracted_plays, d.delivered_plays, nullif(btrim(p_reason), ''), auth.uid())
    returning id into v_id;
  else
    select i.id, i.total_cents - coalesce((select sum(n.total_cents) from public.credit_notes as n where n.invoice_id = i.id), 0) as left_cents
      into v_invoice
      from public.invoices as i
     where i.campaign_key = p_campaign and i.cycle_starts_on = p_cycle_start and i.voided_at is null
     order by i.number_year desc, i.number_seq desc
     limit 1;
    if not found then
      raise exception using errcode = 'P0001', message = 'That cycle has no invoice in force to credit.', detail = 'make_good_no_invoice';
    end if;
    select coalesce(sum(il.amount_cents), 0) into v_line from public.invoice_lines as il where il.invoice_id = v_invoice.id and il.location_id = p_location;
    v_hst := private.hst_cents(coalesce(p_credit_cents, 0));
    if p_credit_cents is null or p_credit_cents < 1 or p_credit_cents > v_line or p_credit_cents + v_hst > v_invoice.left_cents then
      raise exception using errcode = 'P0001',
        message = format('A make-good credit is $0.01 to %s before HST, what the board asked that cycle.', to_char(v_line / 100.0, 'FM$999,999,990.00')),
        detail = 'make_good_credit';
    end if;
    v_seq := private.next_credit_note_number(v_year);
    insert into public.credit_notes (number, number_year, number_seq, invoice_id, campaign_id, campaign_key, issued_on, reason, subtotal_cents, hst_cents)
    values (format('CN-%s-%s', v_year, lpad(v_seq::text, greatest(4, length(v_seq::text)), '0')), v_year, v_seq, v_invoice.id,
            p_campaign, p_campaign, v_today,
            format('Make-good: %s, cycle starting %s, %s of %s plays delivered', d.board_name, private.day_words(p_cycle_start), d.delivered_plays, d.contracted_plays),
            p_credit_cents, v_hst)
    returning id into v_note;
    insert into public.make_goods (campaign_id, location_id, cycle_start, kind, credit_note_id, contracted_plays, delivered_plays, reason, created_by)
    values (p_campaign, p_location, p_cycle_start, 'credit', v_note, d.contracted_plays, d.delivered_plays, nullif(btrim(p_reason), ''), auth.uid())
    returning id into v_id;
  end if;
  perform private.record_campaign_event(p_campaign, 'make_good', v_status, v_status, p_reason,
    jsonb_build_object('kind', p_kind, 'location_id', p_location, 'cycle_start', p_cycle_start, 'days', p_days, 'credit_cents', p_credit_cents));
  return v_id;
end;
$$;

revoke execute on function public.record_make_good(uuid, uuid, date, text, integer, integer, text) from public, anon;
grant execute on function public.record_make_good(uuid, uuid, date, text, integer, integer, text) to authenticated;

-- ---------------------------------------------------------------- the worklist

-- As in 20261130500000_worklist_failed_messages.sql, with the board-cycles
-- delivered under the make-good threshold (of cycles reported) until their
-- make-good is recorded.

create or replace function public.staff_worklist()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- Entries shown per list; each list's count is its whole size.
  c_items constant integer := 10;
  v_now timestamptz := now();
  v_local timestamp := now() at time zone 'America/Toronto';
  v_answer_by timestamptz;
  v_result jsonb;
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using errcode = '42501', message = 'Only the site administrator can read the worklist.';
  end if;
  -- The same moment one business day ago (Toronto time): a lead older than it is late.
  v_answer_by := (private.business_days_before(v_local::date, private.lead_answer_business_days()) + v_local::time)
    at time zone 'America/Toronto';

  with request as (
    select c.id, c.reference, c.name, coalesce(a.company, a.contact_name) as advertiser, c.created_at as since
    from public.campaigns as c
    join public.advertisers as a on a.id = c.advertiser_id
    where c.status = 'requested'
  ),
  artwork as (
    select v.id, v.campaign_id, c.reference, coalesce(a.company, a.contact_name) as advertiser, v.version, v.created_at as since
    from public.artwork_versions as v
    join public.campaigns as c on c.id = v.campaign_id
    join public.advertisers as a on a.id = c.advertiser_id
    where v.state = 'pending'
  ),
  deposit as (
    select c.id, c.reference, c.name, coalesce(a.company, a.contact_name) as advertiser, c.deposit_due_at as due_at
    from public.campaigns as c
    join public.advertisers as a on a.id = c.advertiser_id
    where c.status = 'confirmed'
      and c.deposit_due_at is not null
      and c.deposit_due_at <= v_now + make_interval(hours => private.deposit_due_soon_hours())
      and private.campaign_paid_cents(c.id) <= 0
  ),
  invoice as (
    select i.id, i.number, i.campaign_id, i.campaign_reference as reference, coalesce(i.bill_to_company, i.bill_to_name) as advertiser,
      i.due_on, i.balance_cents
    from public.invoice_summaries as i
    where i.status = 'overdue'
  ),
  lead as (
    select l.id, l.name, l.company, l.created_at as since
    from public.contact_inquiries as l
    where l.status = 'new' and l.created_at < v_answer_by
  ),
  failed as (
    select o.id, o.campaign_id, c.reference, o.kind, coalesce(o.recipient, a.email) as recipient, o.last_error, o.attempts,
      o.created_at as since
    from private.outbox as o
    join public.campaigns as c on c.id = o.campaign_id
    left join public.advertisers as a on a.id = c.advertiser_id
    where o.sent_at is null and o.last_error is not null
      and not exists (select 1 from private.outbox as r where r.resend_of = o.id)
  ),
  under_delivered as (
    select c.id as campaign_id, c.reference, coalesce(a.company, a.contact_name) as advertiser,
      d.location_id, d.board_name, d.cycle_start, d.cycle_end, d.contracted_plays as contracted, d.delivered_plays as delivered
    from private.cycle_reports as r
    join public.campaigns as c on c.id = r.campaign_id
    join public.advertisers as a on a.id = c.advertiser_id
    cross join lateral private.campaign_delivery(c.id) as d
    where d.cycle_start = r.cycle_start
      and d.contracted_plays > 0
      and d.delivered_plays < d.contracted_plays * private.make_good_threshold()
      and not exists (
        select 1 from public.make_goods as m
        where m.campaign_id = c.id and m.location_id = d.location_id and m.cycle_start = d.cycle_start
      )
  ),
  lists as (
    select
      jsonb_build_object(
        'count', (select count(*) from request),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.since, r.reference) from (
          select * from request order by since, reference limit c_items) as r), '[]'::jsonb)
      ) as requests,
      jsonb_build_object(
        'count', (select count(*) from artwork),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.since, r.id) from (
          select * from artwork order by since, id limit c_items) as r), '[]'::jsonb)
      ) as artwork,
      jsonb_build_object(
        'count', (select count(*) from deposit where due_at > v_now),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.due_at, r.reference) from (
          select * from deposit where due_at > v_now order by due_at, reference limit c_items) as r), '[]'::jsonb)
      ) as deposits_due,
      jsonb_build_object(
        'count', (select count(*) from deposit where due_at <= v_now),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.due_at, r.reference) from (
          select * from deposit where due_at <= v_now order by due_at, reference limit c_items) as r), '[]'::jsonb)
      ) as deposits_past_due,
      jsonb_build_object(
        'count', (select count(*) from invoice),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.due_on, r.number) from (
          select * from invoice order by due_on, number limit c_items) as r), '[]'::jsonb)
      ) as invoices_overdue,
      jsonb_build_object(
        'count', (select count(*) from lead),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.since, r.id) from (
          select * from lead order by since, id limit c_items) as r), '[]'::jsonb)
      ) as leads_unanswered,
      jsonb_build_object(
        'count', (select count(*) from failed),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.since, r.id) from (
          select * from failed order by since, id limit c_items) as r), '[]'::jsonb)
      ) as failed_messages,
      jsonb_build_object(
        'count', (select count(*) from under_delivered),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.cycle_start, r.reference, r.board_name) from (
          select * from under_delivered order by cycle_start, reference, board_name limit c_items) as r), '[]'::jsonb)
      ) as under_delivered
  )
  select jsonb_build_object(
    'now', v_now,
    'requests', l.requests,
    'artwork', l.artwork,
    'deposits_due', l.deposits_due,
    'deposits_past_due', l.deposits_past_due,
    'invoices_overdue', l.invoices_overdue,
    'leads_unanswered', l.leads_unanswered,
    'failed_messages', l.failed_messages,
    'under_delivered', l.under_delivered,
    'total', (l.requests ->> 'count')::integer + (l.artwork ->> 'count')::integer + (l.deposits_due ->> 'count')::integer
      + (l.deposits_past_due ->> 'count')::integer + (l.invoices_overdue ->> 'count')::integer
      + (l.leads_unanswered ->> 'count')::integer + (l.failed_messages ->> 'count')::integer
      + (l.under_delivered ->> 'count')::integer
  ) into v_result
  from lists as l;
  return v_result;
end;
$$;


revoke execute on function public.staff_worklist() from public, anon;
grant execute on function public.staff_worklist() to authenticated;
