-- The staff's morning digest at a Toronto hour the staff choose, whatever the
-- season. It ran at 12:00 UTC, which is 8 a.m. in Toronto in summer (EDT) and
-- 7 a.m. in winter (EST). Now the job runs every hour, and the database sends
-- the day's digest at the first run at or after the chosen Toronto hour, once
-- per Toronto calendar day: the run claims the day by recording it, in one
-- locked row, so two runs at once cannot both send.

-- The one setting (a single row): the Toronto hour the digest goes out, which
-- the admin reads and changes, and the Toronto day of the last digest claimed,
-- which only the scheduled work writes.
create table if not exists public.staff_digest_settings (
  id boolean primary key default true constraint staff_digest_settings_one_row check (id),
  toronto_hour smallint not null default 8 constraint staff_digest_settings_toronto_hour_range check (toronto_hour between 0 and 23),
  last_sent_on date
);

comment on table public.staff_digest_settings is
  'The staff digest''s Toronto hour (the admin''s to set) and the Toronto day of the last digest claimed (the scheduled work''s).';

insert into public.staff_digest_settings (id) values (true) on conflict (id) do nothing;

alter table public.staff_digest_settings enable row level security;
revoke all on table public.staff_digest_settings from public, anon, authenticated;
grant select, update (toronto_hour) on table public.staff_digest_settings to authenticated;
grant all on table public.staff_digest_settings to service_role;

create policy "Admin reads the digest settings" on public.staff_digest_settings for select to authenticated
  using ((select private.is_admin()));
create policy "Admin sets the digest hour" on public.staff_digest_settings for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- Claims the digest of the Toronto day of p_now, when p_now is at or after
-- the chosen hour there and that day's digest is not claimed yet. Answers
-- {day, previous} (the day claimed, and the one recorded before, to give back
-- if the e-mail fails), or null when no digest is due. The row lock makes a
-- second run at the same moment wait, then find the day taken.
create or replace function private.claim_staff_digest(p_now timestamptz)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_local timestamp := p_now at time zone 'America/Toronto';
  v_today date := v_local::date;
  v_previous date;
begin
  select s.last_sent_on into v_previous
    from public.staff_digest_settings as s
   where extract(hour from v_local) >= s.toronto_hour
     and (s.last_sent_on is null or s.last_sent_on < v_today)
     for update;
  if not found then
    return null;
  end if;
  update public.staff_digest_settings set last_sent_on = v_today where id;
  return jsonb_build_object('day', v_today, 'previous', v_previous);
end;
$$;

revoke execute on function private.claim_staff_digest(timestamptz) from public, anon, authenticated;

-- Gives a claimed day back (its e-mail failed), so the next run sends it;
-- nothing when a later claim has taken its place.
create or replace function private.release_staff_digest(p_day date, p_previous date)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.staff_digest_settings set last_sent_on = p_previous where last_sent_on = p_day;
$$;

revoke execute on function private.release_staff_digest(date, date) from public, anon, authenticated;

-- The scheduled work's calls (service role only), at the database's own time.
create or replace function public.claim_staff_digest()
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.claim_staff_digest(now());
$$;

revoke execute on function public.claim_staff_digest() from public, anon, authenticated;
grant execute on function public.claim_staff_digest() to service_role;

create or replace function public.release_staff_digest(p_day date, p_previous date)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select private.release_staff_digest(p_day, p_previous);
$$;

revoke execute on function public.release_staff_digest(date, date) from public, anon, authenticated;
grant execute on function public.release_staff_digest(date, date) to service_role;

-- Every hour, on the hour (cron is in UTC): the database decides which run
-- sends. The description as in 20261127216000_digest_unpaid_release.sql, with
-- when it goes out.
update private.scheduled_jobs
   set schedule = '0 * * * *',
       description = 'Once a day, at the first hourly run at or after the staff''s Toronto hour (public.staff_digest_settings), e-mails the staff the holds expiring within 48 hours, the campaigns starting within 7 days and those ending within two cycles, the artwork waiting for approval, the campaigns starting within 7 days without approved artwork and the unpaid campaigns released within a day; nothing when there is none.'
 where name = 'staff-digest';

select private.schedule_jobs();
