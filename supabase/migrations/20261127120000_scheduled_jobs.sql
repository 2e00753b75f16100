-- Work that must happen on time runs on a schedule, not inside a visitor's
-- request: e-mail retries and retention ran only when someone sent an
-- inquiry, so with no visitor nothing was retried and nothing was deleted.
--
-- private.scheduled_jobs is the one place for the jobs' names and schedules
-- (cron syntax, UTC as pg_cron reads it). Two kinds:
--   sql       plain SQL, run by the database itself (command: the statement)
--   function  work that needs an edge function (the e-mail provider, the
--             Storage API): command names the function, which is POSTed
--             {"job": <name>} with the service-role key
-- Hosted, pg_cron runs them (Supabase Cron); function jobs go through pg_net
-- and are registered only once pg_net and the Vault secrets exist (see
-- private.schedule_jobs). The local backend reads this table and runs the
-- same jobs on the same schedules. A later change of a schedule is a new
-- migration that updates the row and calls private.schedule_jobs() again.

create table if not exists private.scheduled_jobs (
  name text primary key check (name ~ '^[a-z][a-z0-9-]{0,62}$'),
  schedule text not null check (schedule ~ '^\S+( \S+){4}$'),
  kind text not null check (kind in ('sql', 'function')),
  command text not null check (kind = 'sql' or command ~ '^[a-z][a-z0-9-]*$'),
  description text not null
);

revoke all on private.scheduled_jobs from public, anon, authenticated;

-- Retention of rows, as plain SQL: deletes what is past the period and has no
-- artwork file left in storage. Rows whose file is still stored wait for the
-- retention-files job, which removes the files through the Storage API first.
create or replace function private.run_retention()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.apply_retention();
end;
$$;

revoke execute on function private.run_retention() from public, anon, authenticated;

insert into private.scheduled_jobs (name, schedule, kind, command, description) values
  ('email-retries', '*/5 * * * *', 'function', 'scheduled-work',
   'Sends again the lead e-mails that failed, once their backoff has passed.'),
  ('retention-rows', '7 3 * * *', 'sql', 'select private.run_retention()',
   'Deletes leads, bookings and artwork records past the retention period that have no file left.'),
  ('retention-files', '17 3 * * *', 'function', 'scheduled-work',
   'Removes artwork files past the retention period through the Storage API, then their rows.')
on conflict (name) do update
  set schedule = excluded.schedule, kind = excluded.kind, command = excluded.command, description = excluded.description;

-- Calls an edge function for a function job, through pg_net, with the
-- project's URL and service-role key from Vault (secrets 'project_url' and
-- 'service_role_key'). pg_net's request is asynchronous: the answer lands in
-- net._http_response.
create or replace function private.call_scheduled_function(p_job text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_function text;
  v_url text;
  v_key text;
begin
  select j.command into v_function from private.scheduled_jobs as j where j.name = p_job and j.kind = 'function';
  if v_function is null then
    raise exception 'no function job named %', p_job;
  end if;
  select s.decrypted_secret into v_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into v_key from vault.decrypted_secrets as s where s.name = 'service_role_key';
  if v_url is null or v_key is null then
    raise exception 'scheduled job %: the Vault secrets project_url and service_role_key are not both set', p_job;
  end if;
  return net.http_post(
    url := rtrim(v_url, '/') || '/functions/v1/' || v_function,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || v_key),
    body := jsonb_build_object('job', p_job),
    timeout_milliseconds := 60000
  );
end;
$$;

revoke execute on function private.call_scheduled_function(text) from public, anon, authenticated;

-- Registers every job of the table with pg_cron (by name: registering again
-- updates the schedule). SQL jobs always; function jobs only where pg_net is
-- installed, since without it there is no way to call a function. Answers
-- the names registered. Does nothing without pg_cron (PGlite, a server
-- without the extension): the local backend runs the jobs itself then.
-- The references to cron and net are resolved when this runs, not when it is
-- created, so the function exists wherever the migration applies.
create or replace function private.schedule_jobs()
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  j private.scheduled_jobs%rowtype;
  v_net boolean := exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net');
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    return;
  end if;
  for j in select * from private.scheduled_jobs order by name loop
    if j.kind = 'sql' then
      perform cron.schedule(j.name, j.schedule, j.command);
      return next j.name;
    elsif v_net then
      perform cron.schedule(j.name, j.schedule, format('select private.call_scheduled_function(%L)', j.name));
      return next j.name;
    end if;
  end loop;
end;
$$;

revoke execute on function private.schedule_jobs() from public, anon, authenticated;

-- pg_cron where the server offers it (hosted Supabase does; Supabase Cron is
-- this extension). It can only be created in the database named by the
-- server's cron.database_name, and only once the server preloads it: where
-- either is not so, the migration goes on without it and says why.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
    exception when others then
      raise notice 'pg_cron not enabled here (%); the jobs are not scheduled in this database', sqlerrm;
    end;
  end if;
  perform private.schedule_jobs();
end;
$$;

-- A visitor's contact request whose address the function could not tell (no
-- forwarded header) was under no per-address limit at all. Such requests now
-- share one limit, as if from one address. Otherwise as in
-- 20261127110100_business_rules.sql (the start window checked first).
create or replace function public.store_contact_inquiry(
  p_name text,
  p_email text,
  p_company text,
  p_phone text,
  p_message text,
  p_source text,
  p_location_ids uuid[],
  p_client_address text,
  p_idempotency_key uuid,
  p_rate_max integer,
  p_rate_window_seconds integer,
  p_booking_starts_on date default null,
  p_booking_cycles integer default null,
  p_artwork_path text default null
)
returns table (outcome text, id uuid, email_status public.email_status, unavailable uuid[], booking_expires_at timestamptz, receipt_allowed boolean)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_row public.contact_inquiries%rowtype;
  v_outcome text;
  v_unavailable uuid[] := '{}';
  v_expires timestamptz;
  v_receipt boolean := false;
  v_booking boolean := p_booking_starts_on is not null or p_booking_cycles is not null;
begin
  -- Artwork only by a path the artwork function issued (it records each one).
  if p_artwork_path is not null and not exists (select 1 from public.artwork_uploads as a where a.object_path = p_artwork_path) then
    raise exception using errcode = 'P0001', message = 'The artwork reference is not one this site issued. Please upload the artwork again.', detail = 'artwork_unknown';
  end if;

  if v_booking then
    perform private.check_booking_dates(p_booking_starts_on, p_booking_cycles);
    perform private.check_booking_window(p_booking_starts_on);
    if coalesce(cardinality(p_location_ids), 0) = 0 then
      raise exception using errcode = 'P0001', message = 'A booking request names at least one board.', detail = 'booking_no_boards';
    end if;
  end if;

  if p_idempotency_key is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-key:' || p_idempotency_key::text, 0));
    select * into found_row from public.contact_inquiries as c where c.idempotency_key = p_idempotency_key;
    if found then
      v_outcome := 'repeat';
    end if;
  end if;

  if v_outcome is null then
    -- Requests with no known address count together (null is one bucket).
    perform pg_advisory_xact_lock(hashtextextended('contact-inquiry-address:' || coalesce(p_client_address, ''), 0));
    if (
      select count(*)
      from public.contact_inquiries as c
      where c.client_address is not distinct from p_client_address
        and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
    ) >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::public.email_status, '{}'::uuid[], null::timestamptz, false;
      return;
    end if;

    insert into public.contact_inquiries
      (name, email, company, phone, message, source, location_ids, client_address, idempotency_key,
       requested_starts_on, requested_cycles, artwork_path)
    values
      (p_name, p_email, p_company, p_phone, p_message, p_source, coalesce(p_location_ids, '{}'), p_client_address, p_idempotency_key,
       p_booking_starts_on, p_booking_cycles, p_artwork_path)
    returning * into found_row;
    v_outcome := 'stored';
  end if;

  -- A repeat with dates asks again: request_bookings stores nothing twice.
  if v_booking and p_location_ids is not null then
    begin
      v_unavailable := public.request_bookings(found_row.id, p_location_ids, p_booking_starts_on, p_booking_cycles);
    exception when sqlstate 'P0001' then
      -- A board closed for booking since the function checked: the dates cannot be held, the lead stays.
      v_unavailable := p_location_ids;
    end;
    if cardinality(v_unavailable) = 0 then
      select max(b.expires_at) into v_expires
        from public.bookings as b
       where b.lead_id = found_row.id and b.status = 'requested';
      if v_outcome = 'stored' then
        perform pg_advisory_xact_lock(hashtextextended('contact-receipt:' || lower(found_row.email), 0));
        v_receipt := (
          select count(*)
          from public.contact_inquiries as c
          where lower(c.email) = lower(found_row.email)
            and c.requested_starts_on is not null
            and c.created_at >= now() - make_interval(secs => p_rate_window_seconds)
        ) <= p_rate_max;
      end if;
    end if;
  end if;

  return query select v_outcome, found_row.id, found_row.email_status, v_unavailable, v_expires, v_receipt;
end;
$$;

revoke execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  from public, anon, authenticated;
grant execute on function public.store_contact_inquiry(text, text, text, text, text, text, uuid[], text, uuid, integer, integer, date, integer, text)
  to service_role;
