-- The advertiser's account is made when the staff confirm a campaign: the
-- staff-email function (service role) asks who the campaign's advertiser is
-- and whether an account already has their e-mail, creates one through Auth's
-- admin API when none does, then links it. Both functions are the server's
-- only: no browser ever creates or links an account.

-- The campaign's advertiser, their linked account if any, and an existing
-- account with their e-mail (and whether it is the staff's, which is never linked).
create or replace function public.advertiser_account_target(p_campaign uuid)
returns table (advertiser_id uuid, email text, user_id uuid, existing_user_id uuid, existing_is_staff boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.email, a.user_id, u.id,
         u.id is not null and exists (select 1 from private.admins as ad where ad.user_id = u.id)
  from public.campaigns as c
  join public.advertisers as a on a.id = c.advertiser_id
  left join lateral (
    select au.id from auth.users as au
    where a.email is not null and lower(au.email) = lower(a.email) and au.deleted_at is null and not au.is_sso_user
    order by au.created_at
    limit 1
  ) as u on true
  where c.id = p_campaign;
$$;

revoke execute on function public.advertiser_account_target(uuid) from public, anon, authenticated;
grant execute on function public.advertiser_account_target(uuid) to service_role;

-- Links the account to the advertiser unless one is linked already (a second
-- confirmation keeps the first link). Answers whether this call linked it.
-- An admin's account is refused by the advertisers_not_admin trigger (23514).
create or replace function public.link_advertiser_account(p_advertiser uuid, p_user uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.advertisers set user_id = p_user where id = p_advertiser and user_id is null;
  return found;
end;
$$;

revoke execute on function public.link_advertiser_account(uuid, uuid) from public, anon, authenticated;
grant execute on function public.link_advertiser_account(uuid, uuid) to service_role;
