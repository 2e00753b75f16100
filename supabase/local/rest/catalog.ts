import type { Tx } from '../database';

/** The only schema the REST API exposes, as on a default Supabase project. */
export const EXPOSED_SCHEMA = 'public';

export interface TableInfo {
  name: string;
  /** column name -> SQL type as printed by format_type (from the catalog, never from the client). */
  columns: Map<string, string>;
  primaryKey: string[];
  insertable: boolean;
}

interface CatalogRow {
  oid: number;
  relkind: string;
  attname: string | null;
  type: string | null;
}

/** Looks a table up in pg_catalog; undefined when the exposed schema has no such relation. */
export async function findTable(tx: Tx, name: string): Promise<TableInfo | undefined> {
  const { rows } = await tx.query<CatalogRow>(
    `select c.oid::int as oid, c.relkind::text as relkind, a.attname::text as attname,
            format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'v', 'm', 'p', 'f')
      order by a.attnum`,
    [EXPOSED_SCHEMA, name],
  );
  if (rows.length === 0) return undefined;
  const columns = new Map<string, string>();
  for (const row of rows) if (row.attname && row.type) columns.set(row.attname, row.type);
  const pk = await tx.query<{ attname: string }>(
    `select a.attname::text as attname
       from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = $1 and i.indisprimary`,
    [rows[0].oid],
  );
  return {
    name,
    columns,
    primaryKey: pk.rows.map((r) => r.attname),
    insertable: ['r', 'p', 'v', 'f'].includes(rows[0].relkind),
  };
}
