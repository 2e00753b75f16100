-- "Wrong e-mail address?" sent more than once at the same moment (a double
-- click, a second tab). The lead's row lock made them run one after the
-- other, so the same correction sent twice was answered "That is the address
-- we already have." although it had just been made, and two addresses sent at
-- once both won in turn, each with a receipt. Now corrections of one request
-- queue on a lock of their own: the first one made wins; one that waited for
-- it is answered as made when it asked for the same address (no second
-- receipt: `changed` is false) and refused ('correction_busy') when it asked
-- for another. A correction to the address a previous correction set is
-- likewise answered as made, unchanged.
drop function if exists public.correct_request_email(text, text);

create or replace function public.correct_request_email(p_token text, p_email text)
returns table (id uuid, email text, location_ids uuid[], starts_on date, cycles integer, booking_expires_at timestamptz, reference text, changed boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_waited boolean := false;
  v_lead public.contact_inquiries%rowtype;
  v_changed boolean := true;
begin
  select l.id into v_id from public.contact_inquiries as l
   where l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now();
  if v_id is not null and not pg_try_advisory_xact_lock(hashtextextended('request-correction:' || v_id::text, 0)) then
    v_waited := true;
    perform pg_advisory_xact_lock(hashtextextended('request-correction:' || v_id::text, 0));
  end if;

  -- Read again under the lock: a correction that ran meanwhile is seen.
  select * into v_lead from public.contact_inquiries as l
   where l.id = v_id and l.correction_token_hash = private.token_hash(p_token) and l.correction_until > now()
   for update;
  if not found then
    raise exception using errcode = 'P0001', message = 'This request can no longer be corrected here. Please call us or send the form again.', detail = 'correction_expired';
  end if;
  if lower(v_lead.email) = lower(p_email) then
    if v_lead.corrections = 0 then
      raise exception using errcode = 'P0001', message = 'That is the address we already have.', detail = 'correction_same';
    end if;
    v_changed := false;
  elsif v_waited then
    raise exception using
      errcode = 'P0001',
      message = 'This request was corrected to another address a moment ago. If that one is wrong too, correct it again.',
      detail = 'correction_busy';
  elsif v_lead.corrections >= private.max_corrections() then
    raise exception using errcode = 'P0001', message = 'This address was corrected too often. Please call us.', detail = 'correction_limit';
  end if;

  if v_changed then
    perform private.move_lead_to_email(v_lead.id, p_email);
    update public.contact_inquiries as l set corrections = l.corrections + 1 where l.id = v_lead.id;
  end if;
  return query
  select l.id, l.email, coalesce(array_agg(b.location_id order by b.location_id) filter (where b.id is not null), '{}'), l.requested_starts_on, l.requested_cycles,
         max(b.expires_at), (select c.reference from public.campaigns as c where c.lead_id = l.id order by c.created_at limit 1), v_changed
    from public.contact_inquiries as l
    left join public.bookings as b on b.lead_id = l.id and b.status = 'requested'
   where l.id = v_lead.id
   group by l.id;
end;
$$;

revoke execute on function public.correct_request_email(text, text) from public, anon, authenticated;
grant execute on function public.correct_request_email(text, text) to service_role;
