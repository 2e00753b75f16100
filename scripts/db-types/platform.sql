-- What a hosted project exposes besides our migrations, for the type generator
-- only: pg_graphql's entry point in graphql_public (PGlite has no pg_graphql).
-- The signature is the extension's; the body is never run.
create schema if not exists graphql_public;
create or replace function graphql_public.graphql(
  "operationName" text default null,
  query text default null,
  variables jsonb default null,
  extensions jsonb default null
)
returns jsonb
language sql
as $$ select null::jsonb $$;
