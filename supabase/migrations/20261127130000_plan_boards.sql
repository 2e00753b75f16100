-- The boards of a lead's campaign plan, embeddable by PostgREST as a computed
-- relationship (contact_inquiries?select=*,plan_boards(id,name)): a plan keeps
-- its boards as an array of ids, which no foreign key can tie to the boards,
-- so without this the inbox needed a second request for their names.
-- Security invoker: the boards' own row-level security decides what is seen.
create function public.plan_boards(public.contact_inquiries)
returns setof public.billboard_locations
language sql
stable
rows 50
set search_path = ''
as $$
  select b.* from public.billboard_locations as b where b.id = any($1.location_ids)
$$;

revoke execute on function public.plan_boards(public.contact_inquiries) from public, anon;
grant execute on function public.plan_boards(public.contact_inquiries) to authenticated, service_role;
