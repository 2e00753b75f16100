-- Retention removes the customer record with the last thing that kept it.
-- Removing an old lead left its advertiser (name, e-mail, phone, and the
-- advertiser's sign-in) with nothing linked, kept for ever. Now the run that
-- removes an advertiser's last lead removes the advertiser too, once nothing
-- else keeps them, and with them their sign-in, as privacy_delete removes one
-- (never an admin's). Invoices and payments are tax records and stay as long
-- as today: an advertiser named on an invoice is kept while it is.
--
-- Otherwise as in 20261127220000 (files first, files an artwork version uses
-- spared).

-- Whether nothing keeps the advertiser's record: no lead, no campaign, no
-- invoice. A payment names only its campaign (campaign_id, campaign_key): it
-- keeps its advertiser through that campaign while it stands, and afterwards
-- through the invoice of the same campaign, which names the advertiser.
create or replace function private.advertiser_unlinked(p_advertiser uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select not exists (select 1 from public.contact_inquiries as c where c.advertiser_id = p_advertiser)
     and not exists (select 1 from public.campaigns as c where c.advertiser_id = p_advertiser)
     and not exists (select 1 from public.invoices as i where i.advertiser_id = p_advertiser);
$$;

revoke execute on function private.advertiser_unlinked(uuid) from public, anon, authenticated;

-- Deletes what is older than the retention period: leads, records of uploaded
-- artwork, bookings that ended before the cut-off, and advertisers nothing
-- keeps any more (with their sign-in). A lead or upload whose file is still
-- stored stays, and its path is answered for removal; call again once the
-- files are removed to delete those rows too (and the advertiser they kept).
create or replace function public.apply_retention()
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - make_interval(months => private.retention_months());
  due text[];
  v_lead_advertisers uuid[];
  v_candidate record;
  v_locked uuid[] := '{}';
  v_gone uuid[];
  v_accounts uuid[];
begin
  -- One caller at a time; a second finds the work done.
  if not pg_try_advisory_xact_lock(hashtextextended('apply-retention', 0)) then
    return;
  end if;

  -- Files past retention that are still stored. A file a kept lead or an
  -- artwork version still points at stays.
  select coalesce(array_agg(distinct p.path), '{}') into due
  from (
    select c.artwork_path as path from public.contact_inquiries as c
      where c.created_at < cutoff and c.artwork_path is not null
    union
    select a.object_path from public.artwork_uploads as a
      where a.created_at < cutoff
  ) as p
  where not exists (select 1 from public.contact_inquiries as k where k.artwork_path = p.path and k.created_at >= cutoff)
    and not exists (select 1 from public.artwork_versions as v where v.storage_path = p.path)
    and private.artwork_file_stored(p.path);

  with old_leads as (
    delete from public.contact_inquiries as c
      where c.created_at < cutoff
        and (c.artwork_path is null or c.artwork_path <> all (due))
      returning c.advertiser_id
  )
  select coalesce(array_agg(distinct l.advertiser_id) filter (where l.advertiser_id is not null), '{}') into v_lead_advertisers
    from old_leads as l;

  delete from public.artwork_uploads as a
    where a.created_at < cutoff
      and a.object_path <> all (due)
      and not exists (select 1 from public.contact_inquiries as k where k.artwork_path = a.object_path);

  delete from public.bookings as b
    where b.created_at < cutoff
      and b.starts_on + b.cycles * 28 < (cutoff at time zone 'America/Toronto')::date;

  -- Advertisers nothing keeps: those whose last lead just went, and any other
  -- on record since before the cut-off (one the staff entered and never
  -- used, or one whose last link went another way). A record the staff just
  -- entered, with nothing yet, stays.
  for v_candidate in
    select a.id, a.email
      from public.advertisers as a
     where (a.id = any (v_lead_advertisers) or a.created_at < cutoff)
       and private.advertiser_unlinked(a.id)
  loop
    -- Skipped this time, never waited for: one whose address a lead is being
    -- stored for (private.advertiser_for holds the address's lock until that
    -- lead commits, and links it to this record), and one a campaign, invoice,
    -- lead or sign-in is being linked to (their write holds the row).
    -- Holding both, nothing new can link to the record until this run ends.
    continue when v_candidate.email is not null
      and not pg_try_advisory_xact_lock(hashtextextended('advertiser-email:' || lower(v_candidate.email), 0));
    perform 1 from public.advertisers as a where a.id = v_candidate.id for update skip locked;
    if found then
      v_locked := v_locked || v_candidate.id;
    end if;
  end loop;

  -- Checked again under the locks: this statement sees what was linked
  -- meanwhile.
  select coalesce(array_agg(a.id), '{}'), coalesce(array_agg(a.user_id) filter (where a.user_id is not null), '{}')
    into v_gone, v_accounts
    from public.advertisers as a
    where a.id = any (v_locked) and private.advertiser_unlinked(a.id);

  -- Their sign-ins first, as privacy_delete removes one: never an admin's
  -- (the schema refuses linking one, this checks again). Sessions, identities
  -- and one-time tokens go with it (Auth's own foreign keys cascade); rows
  -- that recorded it as an uploader or decider keep their record, link null.
  delete from auth.users as u
    where u.id = any (v_accounts)
      and not exists (select 1 from private.admins as ad where ad.user_id = u.id);
  delete from public.advertisers as a where a.id = any (v_gone);

  return query select unnest(due);
end;
$$;

revoke execute on function public.apply_retention() from public, anon, authenticated;
grant execute on function public.apply_retention() to service_role;

update private.scheduled_jobs
   set description = 'Deletes leads, bookings and artwork records past the retention period that have no file left, and the advertisers (with their sign-in) nothing keeps any more.'
 where name = 'retention-rows';
update private.scheduled_jobs
   set description = 'Removes artwork files past the retention period through the Storage API, then their rows and the advertisers nothing keeps any more.'
 where name = 'retention-files';
