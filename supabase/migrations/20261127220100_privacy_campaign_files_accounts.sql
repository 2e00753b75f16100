-- Privacy requests reach everything an advertiser's campaigns hold.
--
-- Export: under each campaign, its artwork versions (paths, never signed
-- URLs), its proof photos' records, its payments (with the deposit's
-- Checkout Sessions and Stripe's events) and its invoices with their lines; invoices and payments whose campaign is gone (an earlier erasure
-- keeps them, see below) come by the advertiser or the bill-to address.
--
-- Erasure, files first as in 20261125153000, now in two buckets: the files of
-- the leads' artwork, of the campaigns' artwork versions and uploads
-- (booking-artwork) and of their proof photos (proof-photos). A campaign
-- stays while one of its files is stored; the answer names each file's bucket
-- and path for the caller to remove through the Storage API (the admin may
-- delete in both buckets: "Admin deletes booking artwork",
-- "Admin removes proof photo files"). The advertiser's sign-in goes at once:
-- it holds no file, and the person asked to be forgotten. Invoices and
-- payments are kept (tax records, six years): their links to the campaign and
-- advertiser are set null by their foreign keys, the bill-to snapshot stays.

-- Whether Storage holds a file: its own record, storage.objects, has no row
-- for a file it removed.
create or replace function private.object_stored(p_bucket text, p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from storage.objects as o where o.bucket_id = p_bucket and o.name = p_path);
$$;

revoke execute on function private.object_stored(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------- export

-- One invoice as exported: its row with its lines.
create or replace function private.invoice_export(p_invoice public.invoices)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(p_invoice) || jsonb_build_object(
    'lines', coalesce((select jsonb_agg(to_jsonb(l) order by l.position) from public.invoice_lines as l where l.invoice_id = p_invoice.id), '[]'::jsonb)
  );
$$;

revoke execute on function private.invoice_export(public.invoices) from public, anon, authenticated;

create or replace function public.privacy_export(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  v_advertisers uuid[];
  v_campaigns uuid[];
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'Only the site admin can export personal information.' using errcode = '42501';
  end if;
  select coalesce(array_agg(a.id), '{}') into v_advertisers from public.advertisers as a where lower(a.email) = address;
  select coalesce(array_agg(c.id), '{}') into v_campaigns from public.campaigns as c where c.advertiser_id = any (v_advertisers);
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'contact_inquiries', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at)
      from public.contact_inquiries as c
      where lower(c.email) = address
    ), '[]'::jsonb),
    'bookings', coalesce((
      select jsonb_agg(to_jsonb(b) order by b.created_at)
      from public.bookings as b
      join public.contact_inquiries as c on c.id = b.lead_id
      where lower(c.email) = address
    ), '[]'::jsonb),
    'artwork', coalesce((
      select jsonb_agg(to_jsonb(a) order by a.created_at)
      from public.artwork_uploads as a
      where a.object_path in (
        select c.artwork_path from public.contact_inquiries as c where lower(c.email) = address and c.artwork_path is not null
      )
    ), '[]'::jsonb),
    'advertisers', coalesce((
      select jsonb_agg(
        to_jsonb(a) || jsonb_build_object(
          'campaigns', coalesce((
            select jsonb_agg(to_jsonb(c) || jsonb_build_object(
              'bookings', coalesce((select jsonb_agg(to_jsonb(b) order by b.starts_on) from public.bookings as b where b.campaign_id = c.id), '[]'::jsonb),
              'events', coalesce((select jsonb_agg(to_jsonb(e) order by e.occurred_at) from public.campaign_events as e where e.campaign_id = c.id), '[]'::jsonb),
              'artwork_versions', coalesce((select jsonb_agg(to_jsonb(v) order by v.version) from public.artwork_versions as v where v.campaign_id = c.id), '[]'::jsonb),
              'proof_photos', coalesce((select jsonb_agg(to_jsonb(p) order by p.taken_at) from public.proof_photos as p where p.campaign_id = c.id), '[]'::jsonb),
              'payments', coalesce((select jsonb_agg(to_jsonb(p) order by p.paid_at) from public.payments as p where p.campaign_key = c.id), '[]'::jsonb),
              'deposit_checkouts', coalesce((select jsonb_agg(to_jsonb(d) order by d.created_at) from public.deposit_checkouts as d where d.campaign_id = c.id), '[]'::jsonb),
              'stripe_events', coalesce((select jsonb_agg(to_jsonb(e) order by e.received_at) from public.stripe_events as e where e.campaign_id = c.id), '[]'::jsonb),
              'invoices', coalesce((select jsonb_agg(private.invoice_export(i) order by i.number_year, i.number_seq) from public.invoices as i where i.campaign_key = c.id), '[]'::jsonb)
            ) order by c.created_at)
            from public.campaigns as c where c.advertiser_id = a.id
          ), '[]'::jsonb)
        ) order by a.created_at)
      from public.advertisers as a
      where a.id = any (v_advertisers)
    ), '[]'::jsonb),
    -- Invoices (and the payments against them) of this person whose campaign
    -- is no longer among theirs: kept after an erasure, or moved elsewhere.
    'invoices_without_campaign', coalesce((
      select jsonb_agg(private.invoice_export(i) order by i.number_year, i.number_seq)
      from public.invoices as i
      where (i.advertiser_id = any (v_advertisers) or lower(i.bill_to_email) = address)
        and i.campaign_key <> all (v_campaigns)
    ), '[]'::jsonb),
    'payments_without_campaign', coalesce((
      select jsonb_agg(to_jsonb(p) order by p.paid_at)
      from public.payments as p
      where p.campaign_key in (
        select i.campaign_key from public.invoices as i
        where (i.advertiser_id = any (v_advertisers) or lower(i.bill_to_email) = address)
          and i.campaign_key <> all (v_campaigns)
      )
    ), '[]'::jsonb),
    'newsletter_subscribers', coalesce((
      select jsonb_agg(
        to_jsonb(s) - array['confirm_token', 'unsubscribe_token']
        order by s.created_at
      )
      from public.newsletter_subscribers as s
      where s.email = address
    ), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------- erasure

-- The answer changes from paths to (bucket, path): a new return type needs a new function.
drop function public.privacy_delete(text);

create function public.privacy_delete(p_email text)
returns table (bucket text, path text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(p_email));
  v_advertisers uuid[];
  v_campaigns uuid[];
  lead_paths text[];
  due_artwork text[];
  due_photos text[];
begin
  if not coalesce(private.is_admin(), false) then
    raise exception 'Only the site admin can delete personal information.' using errcode = '42501';
  end if;

  select coalesce(array_agg(a.id), '{}') into v_advertisers from public.advertisers as a where lower(a.email) = address;
  select coalesce(array_agg(c.id), '{}') into v_campaigns from public.campaigns as c where c.advertiser_id = any (v_advertisers);

  select coalesce(array_agg(distinct c.artwork_path), '{}') into lead_paths
    from public.contact_inquiries as c
    where lower(c.email) = address and c.artwork_path is not null;

  -- Every stored file of the address. A request's artwork is also its
  -- campaign's first version (same path): answered once.
  select coalesce(array_agg(distinct f.p), '{}') into due_artwork
    from (
      select unnest(lead_paths) as p
      union select v.storage_path from public.artwork_versions as v where v.campaign_id = any (v_campaigns)
      union select a.object_path from public.artwork_files as a where a.campaign_id = any (v_campaigns)
    ) as f
    where private.object_stored('booking-artwork', f.p);
  select coalesce(array_agg(distinct p.storage_path), '{}') into due_photos
    from public.proof_photos as p
    where p.campaign_id = any (v_campaigns) and private.object_stored('proof-photos', p.storage_path);

  -- The advertiser's sign-in (never an admin's; the schema refuses linking
  -- one, this checks again). Its sessions, identities and one-time tokens go
  -- with it (Auth's own foreign keys cascade); rows that recorded it as an
  -- uploader or decider keep their record with the link set null.
  delete from auth.users as u
    where u.id in (select a.user_id from public.advertisers as a where a.id = any (v_advertisers) and a.user_id is not null)
      and not exists (select 1 from private.admins as ad where ad.user_id = u.id);

  -- Bookings hold no files: they go at once.
  delete from public.bookings as b
    using public.contact_inquiries as c
    where b.lead_id = c.id and lower(c.email) = address;

  delete from public.artwork_uploads as a
    where a.object_path = any (lead_paths) and a.object_path <> all (due_artwork);

  delete from public.contact_inquiries as c
    where lower(c.email) = address
      and (c.artwork_path is null or c.artwork_path <> all (due_artwork));

  delete from public.newsletter_subscribers as s where s.email = address;

  -- The campaigns none of whose files is still stored (their bookings,
  -- events, versions and photos go with them; invoices and payments stay,
  -- unlinked), then the customer record once no campaign is left.
  delete from public.campaigns as c
    where c.id = any (v_campaigns)
      and not exists (select 1 from public.artwork_versions as v where v.campaign_id = c.id and v.storage_path = any (due_artwork))
      and not exists (select 1 from public.artwork_files as a where a.campaign_id = c.id and a.object_path = any (due_artwork))
      and not exists (select 1 from public.proof_photos as p where p.campaign_id = c.id and p.storage_path = any (due_photos));
  delete from public.advertisers as a
    where a.id = any (v_advertisers)
      and not exists (select 1 from public.campaigns as c where c.advertiser_id = a.id);

  return query
    select 'booking-artwork'::text, f from unnest(due_artwork) as f
    union all
    select 'proof-photos'::text, f from unnest(due_photos) as f;
end;
$$;

revoke execute on function public.privacy_delete(text) from public, anon;
grant execute on function public.privacy_delete(text) to authenticated;
