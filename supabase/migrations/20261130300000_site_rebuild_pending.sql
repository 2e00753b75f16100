-- A rebuild waiting to be made: the state the site_rebuilds outbox gives a
-- change to what the public site shows, until the scheduled job calls the
-- build hook. Alone in its migration: PostgreSQL lets a new enum value be
-- used only once the transaction that added it has committed.

alter type public.site_rebuild_status add value if not exists 'pending' before 'calling';
