-- A lead follows the campaign made from it: "In progress" while its request
-- waits for an answer, "Won" once a campaign is sold, "Lost" (and why) when
-- every campaign of it ended before it ran. The values are added here and used
-- from the next migration on: PostgreSQL refuses an enum value in the
-- transaction that adds it.

alter type public.lead_status add value if not exists 'in_progress' before 'closed';
alter type public.lead_status add value if not exists 'won' before 'closed';
alter type public.lead_status add value if not exists 'lost' before 'closed';

-- Why the lead has its status, in words, when the database set it (a lost
-- lead's decline reason, a lapsed hold, a cancellation); a status the staff
-- pick by hand has none.
alter table public.contact_inquiries
  add column if not exists status_reason text
    constraint contact_inquiries_lead_reason_length check (char_length(status_reason) <= 2000);

comment on column public.contact_inquiries.status_reason is
  'Why the lead has its status when its campaign set it (declined, expired, cancelled before the start); null for a status chosen by the staff.';
