/** A UUID as Postgres writes one (any version), in either case: the shape every board, lead and campaign id has. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
