-- Advertisers sign in to see their own campaigns. Who an advertiser is comes
-- from advertisers.user_id, set only by the server (the staff's confirmation
-- creates the account); a signed-in advertiser reads their own rows and
-- nothing else, and can never be an admin.

-- SECURITY DEFINER so policies on campaigns and bookings can ask without the
-- caller needing to read advertisers through its own policies (which would
-- recurse); the empty search_path stops shadowing of auth.uid().
create or replace function private.caller_advertiser_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.id from public.advertisers as a where a.user_id = (select auth.uid());
$$;

comment on function private.caller_advertiser_id() is
  'The advertiser whose account the caller signed in with, or null. Call it in policies as (select private.caller_advertiser_id()) so it runs once per statement.';

revoke execute on function private.caller_advertiser_id() from public, anon;
grant execute on function private.caller_advertiser_id() to authenticated, service_role;

-- True when the campaign belongs to the signed-in advertiser.
create or replace function private.caller_owns_campaign(p_campaign uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.campaigns as c
    join public.advertisers as a on a.id = c.advertiser_id
    where c.id = p_campaign and a.user_id = (select auth.uid())
  );
$$;

revoke execute on function private.caller_owns_campaign(uuid) from public, anon;
grant execute on function private.caller_owns_campaign(uuid) to authenticated, service_role;

create policy "Advertiser reads own record" on public.advertisers for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Advertiser reads own campaigns" on public.campaigns for select to authenticated
  using (advertiser_id = (select private.caller_advertiser_id()));

create policy "Advertiser reads own bookings" on public.bookings for select to authenticated
  using ((select private.caller_advertiser_id()) is not null and private.caller_owns_campaign(campaign_id));

-- The timeline an advertiser sees: changes of state only. Price overrides,
-- e-mails sent and the like keep the status and stay the staff's.
create policy "Advertiser reads own campaign milestones" on public.campaign_events for select to authenticated
  using (to_status is distinct from from_status and to_status is not null and private.caller_owns_campaign(campaign_id));

-- An admin is never an advertiser, whichever of the two is recorded first:
-- otherwise one sign-in would reach both the staff's screens and a
-- customer's account.
create or replace function private.refuse_admin_advertiser()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_schema = 'private' then
    if exists (select 1 from public.advertisers where user_id = new.user_id) then
      raise exception 'An advertiser''s account cannot be an admin.' using errcode = '23514';
    end if;
  elsif new.user_id is not null and exists (select 1 from private.admins where user_id = new.user_id) then
    raise exception 'An admin''s account cannot be an advertiser''s.' using errcode = '23514';
  end if;
  return new;
end;
$$;

revoke execute on function private.refuse_admin_advertiser() from public, anon, authenticated;

create trigger advertisers_not_admin
  before insert or update of user_id on public.advertisers
  for each row execute function private.refuse_admin_advertiser();

create trigger admins_not_advertiser
  before insert or update of user_id on private.admins
  for each row execute function private.refuse_admin_advertiser();
