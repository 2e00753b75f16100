-- Two changes of this round each restated the outbox's kinds and the staff's
-- worklist from the same earlier version: the delivery reports (cycle_report,
-- the boards delivered under their plays) and Xibo publishing (its two kinds)
-- or the card deposits not captured. This states each whole with all of them;
-- the worklist also names no addressee for a failed call to Xibo.

alter table private.outbox drop constraint outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready', 'invoice_issued', 'card_held', 'card_released', 'cycle_report',
  'xibo_publish', 'xibo_unpublish'
));

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
    -- A call to the boards' Xibo CMS has no addressee: never the advertiser's address.
    select o.id, o.campaign_id, c.reference, o.kind,
      case when o.kind in ('xibo_publish', 'xibo_unpublish') then null else coalesce(o.recipient, a.email) end as recipient,
      o.last_error, o.attempts,
      o.created_at as since
    from private.outbox as o
    join public.campaigns as c on c.id = o.campaign_id
    left join public.advertisers as a on a.id = c.advertiser_id
    where o.sent_at is null and o.last_error is not null
      and not exists (select 1 from private.outbox as r where r.resend_of = o.id)
  ),
  card_capture as (
    select h.id, h.campaign_id, c.reference, coalesce(a.company, a.contact_name) as advertiser, h.amount_cents,
      case
        when h.status = 'capture_requested' then 'capture_failed'
        when asked.action = 'card_authorisation_lapsed' then 'lapsed'
        else 'released'
      end as reason,
      h.call_error as last_error,
      coalesce(asked.occurred_at, h.updated_at) as since
    from public.card_holds as h
    join public.campaigns as c on c.id = h.campaign_id
    join public.advertisers as a on a.id = c.advertiser_id
    -- The Confirm's step for this authorisation: the capture asked for, or the authorisation found lapsed.
    left join lateral (
      select e.action, e.occurred_at
      from public.campaign_events as e
      where e.campaign_id = h.campaign_id
        and e.action in ('card_capture_requested', 'card_authorisation_lapsed')
        and e.details ->> 'payment_intent' is not distinct from h.payment_intent
      order by e.occurred_at desc, e.id desc
      limit 1
    ) as asked on true
    where (h.status = 'capture_requested' and h.call_error is not null)
       or (h.status in ('lapsed', 'cancelled')
           and c.status in ('confirmed', 'live')
           and private.campaign_paid_cents(c.id) <= 0
           and asked.action is not null)
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
        'count', (select count(*) from card_capture),
        'items', coalesce((select jsonb_agg(to_jsonb(r) order by r.since, r.id) from (
          select * from card_capture order by since, id limit c_items) as r), '[]'::jsonb)
      ) as card_captures,
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
    'card_captures', l.card_captures,
    'under_delivered', l.under_delivered,
    'total', (l.requests ->> 'count')::integer + (l.artwork ->> 'count')::integer + (l.deposits_due ->> 'count')::integer
      + (l.deposits_past_due ->> 'count')::integer + (l.invoices_overdue ->> 'count')::integer
      + (l.leads_unanswered ->> 'count')::integer + (l.failed_messages ->> 'count')::integer
      + (l.card_captures ->> 'count')::integer
      + (l.under_delivered ->> 'count')::integer
  ) into v_result
  from lists as l;
  return v_result;
end;
$$;

revoke execute on function public.staff_worklist() from public, anon;
grant execute on function public.staff_worklist() to authenticated;
