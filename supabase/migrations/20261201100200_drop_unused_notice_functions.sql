-- The staff-email function's notices before the outbox: the booking's decision
-- it read (public.booking_notice) and the e-mail it recorded on the campaign's
-- timeline (public.record_campaign_email). The outbox writes, sends and
-- records every advertiser's e-mail now (20261130100000_outbox.sql), and
-- nothing calls these any more.

drop function if exists public.booking_notice(uuid);
drop function if exists public.record_campaign_email(uuid, uuid, text, text);
