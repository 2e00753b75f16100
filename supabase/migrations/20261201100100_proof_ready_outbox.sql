-- The advertiser hears from the outbox when the proof of play of one of their
-- campaign's cycles first becomes available: the first plays attributed to
-- it (a play log import) or its first photo, whichever comes first. One
-- message per campaign and cycle (its dedupe key), written in the
-- transaction of the import or the photo. A cycle that already had proof
-- before (plays of an earlier import, or another photo) writes none, so a
-- cycle whose proof came before this migration is not announced by a later
-- import of more of its plays.

alter table private.outbox drop constraint if exists outbox_kind_check;
alter table private.outbox add constraint outbox_kind_check check (kind in (
  'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected', 'payment_receipt', 'refund', 'go_live_set',
  'invoice_due_soon', 'invoice_overdue', 'proof_ready'
));

-- Whether the campaign's cycle starting p_cycle_start has proof other than
-- the photo p_photo or the plays of the import p_import: another photo, or a
-- play on one of its boards in that cycle attributed to it (as
-- public.campaign_proof counts them).
create or replace function private.cycle_had_proof(p_campaign uuid, p_cycle_start date, p_photo uuid, p_import uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
      select 1
        from public.proof_photos as f
       where f.campaign_id = p_campaign and f.cycle_start = p_cycle_start and f.id is distinct from p_photo
    )
    or exists (
      select 1
        from private.campaign_board_cycles(p_campaign) as bc
        join public.campaigns as c on c.id = p_campaign
        join public.plays as p
          on p.location_id = bc.location_id and p.played_at >= bc.starts_at and p.played_at < bc.ends_at
       where bc.cycle_start = p_cycle_start
         and p.import_id is distinct from p_import
         and private.play_is_campaigns(p.creative_ref, c.reference)
    );
$$;

revoke execute on function private.cycle_had_proof(uuid, date, uuid, uuid) from public, anon, authenticated;

create or replace function private.enqueue_proof_ready(p_campaign uuid, p_cycle_start date)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.enqueue_message('proof_ready', p_campaign, jsonb_build_object('cycle_start', p_cycle_start),
    'proof_ready:' || p_campaign::text || ':' || p_cycle_start::text);
$$;

revoke execute on function private.enqueue_proof_ready(uuid, date) from public, anon, authenticated;

-- A photo: its campaign's cycle is the photo's own.
create or replace function private.proof_photos_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.cycle_had_proof(new.campaign_id, new.cycle_start, new.id, null) then
    perform private.enqueue_proof_ready(new.campaign_id, new.cycle_start);
  end if;
  return null;
end;
$$;

revoke execute on function private.proof_photos_outbox() from public, anon, authenticated;

drop trigger if exists proof_photos_outbox on public.proof_photos;
create trigger proof_photos_outbox after insert on public.proof_photos
  for each row execute function private.proof_photos_outbox();

-- An import: once per statement (an import inserts its plays in one), over
-- the plays it stored. Each play counts for the campaign whose reference its
-- creative names, with a confirmed booking on its board whose cycles hold the
-- play's Toronto day (private.campaign_board_cycles' cycles begin at Toronto
-- midnight). The plays are first reduced to board, import, creative and day:
-- a file holds thousands of plays of a few creatives.
create or replace function private.plays_outbox()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    with days as (
      select distinct p.location_id, p.import_id, upper(btrim(p.creative_ref)) as creative,
        (p.played_at at time zone 'America/Toronto')::date as day
      from new_plays as p
    )
    select distinct b.campaign_id, b.starts_on + 28 * ((d.day - b.starts_on) / 28) as cycle_start, d.import_id
      from days as d
      join public.bookings as b
        on b.location_id = d.location_id and b.status = 'confirmed' and b.campaign_id is not null
       and d.day >= b.starts_on and d.day < b.starts_on + 28 * b.cycles
      join public.campaigns as c on c.id = b.campaign_id
     where private.play_is_campaigns(d.creative, c.reference)
     order by 1, 2
  loop
    if not private.cycle_had_proof(r.campaign_id, r.cycle_start, null, r.import_id) then
      perform private.enqueue_proof_ready(r.campaign_id, r.cycle_start);
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.plays_outbox() from public, anon, authenticated;

drop trigger if exists plays_outbox on public.plays;
create trigger plays_outbox after insert on public.plays
  referencing new table as new_plays
  for each statement execute function private.plays_outbox();
