// A reset puts the seed's rows back instead of rebuilding the database: every
// test journey and most integration files start from the seed, and loading a
// whole PGlite image (or copying a template database on a real server) costs
// several times more than replacing the few rows the seed holds. The copy is
// taken once, when the database is known to be freshly built, and lives in
// the backend's memory, so the database holds nothing a test did not put there.
import type { Tx } from './database-types';

interface TableCopy {
  /** Schema-qualified and quoted. */
  name: string;
  /** The columns a row can be given (generated ones are computed again), quoted. */
  columns: string;
  rows: unknown[];
  /** A digest of the rows in the order a scan reads them (`contentDigest`). */
  digest: string;
  /** The tables whose foreign keys point at this one: a truncate must take them too. */
  referencedBy: string[];
}

interface SequenceCopy {
  name: string;
  value: string;
  called: boolean;
}

export interface SeedCopy {
  tables: TableCopy[];
  sequences: SequenceCopy[];
}

// Every table a migration or the seed may fill: the system's own and an extension's (pg_cron
// keeps its jobs, registered after each reset) are left alone.
const TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name,
         (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p') and not c.relispartition
     and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp%'
     and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
   order by 1`;

const REFERENCES_SQL = `
  select format('%I.%I', tn.nspname, t.relname) as name,
         array_agg(distinct format('%I.%I', fn.nspname, f.relname)) as referenced_by
    from pg_constraint c
    join pg_class t on t.oid = c.confrelid join pg_namespace tn on tn.oid = t.relnamespace
    join pg_class f on f.oid = c.conrelid join pg_namespace fn on fn.oid = f.relnamespace
   where c.contype = 'f' and c.conrelid <> c.confrelid
   group by 1`;

const SEQUENCES_SQL = `
  select format('%I.%I', s.schemaname, s.sequencename) as name,
         coalesce(s.last_value, s.start_value)::text as value,
         s.last_value is not null as called
    from pg_sequences s
   where s.schemaname not in ('pg_catalog', 'information_schema')
     and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass and d.deptype = 'e')`;

/**
 * A table's rows as one value, in the order a scan reads them: two tables with the same digest
 * answer every query alike, in the same order too, even one without an ORDER BY.
 */
const contentDigest = (table: { name: string; columns: string }) =>
  `(select md5(coalesce(jsonb_agg(to_jsonb(t))::text, '')) from (select ${table.columns} from ${table.name}) t)`;

/** Reads every row of every table, and where each sequence stands. */
export async function captureSeed(tx: Tx): Promise<SeedCopy> {
  const { rows: tables } = await tx.query<{ name: string; columns: string }>(TABLES_SQL);
  const { rows: references } = await tx.query<{ name: string; referenced_by: string[] }>(REFERENCES_SQL);
  const referencedBy = new Map(references.map((r) => [r.name, r.referenced_by]));
  const copies: TableCopy[] = [];
  for (const table of tables) {
    const { rows } = await tx.query<{ rows: unknown[] | null; digest: string }>(
      `select jsonb_agg(to_jsonb(t)) as rows, ${contentDigest(table)} as digest from (select ${table.columns} from ${table.name}) t`,
    );
    copies.push({ ...table, rows: rows[0]?.rows ?? [], digest: rows[0]?.digest ?? '', referencedBy: referencedBy.get(table.name) ?? [] });
  }
  const { rows: sequences } = await tx.query<SequenceCopy>(SEQUENCES_SQL);
  return { tables: copies, sequences };
}

/**
 * Puts the seed's rows back in every table a test changed, and the sequences where they stood.
 * The rows are the seed's as its triggers left them, so triggers and foreign-key checks stay off
 * while they go back (the transaction's session_replication_role needs a superuser, which the
 * local backend's connection is).
 * A test changes a few tables; truncating one gives it new files and catalog rows, which costs
 * far more than reading the seed's few rows to see that it is as the seed left it. A changed
 * table is truncated rather than emptied by DELETE, so its rows come back in the seed's order.
 */
export async function restoreSeed(tx: Tx, seed: SeedCopy): Promise<void> {
  const { rows: digests } = await tx.query<Record<string, string>>(`select ${seed.tables.map((table, i) => `${contentDigest(table)} as t${i}`).join(', ')}`);
  const byName = new Map(seed.tables.map((table) => [table.name, table]));
  const changed = new Set(seed.tables.filter((table, i) => digests[0]?.[`t${i}`] !== table.digest));
  // A table pointing at a changed one goes too: TRUNCATE refuses to leave a reference dangling.
  for (const table of changed) for (const name of table.referencedBy) changed.add(byName.get(name) ?? table);
  await tx.query('set local session_replication_role = replica');
  if (changed.size) await tx.query(`truncate ${[...changed].map((t) => t.name).join(', ')}`);
  for (const table of changed) {
    if (table.rows.length === 0) continue;
    await tx.query(
      `insert into ${table.name} (${table.columns}) overriding system value
       select ${table.columns} from jsonb_populate_recordset(null::${table.name}, $1::jsonb)`,
      [JSON.stringify(table.rows)],
    );
  }
  await tx.query('select setval(s.name::regclass, s.value::bigint, s.called) from jsonb_to_recordset($1::jsonb) as s(name text, value text, called boolean)', [
    JSON.stringify(seed.sequences),
  ]);
}
