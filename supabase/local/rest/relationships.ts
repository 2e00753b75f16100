// Relationships between tables over foreign keys, as PostgREST's schema cache
// finds them, and its choice of one for `select=other!hint(...)`.
import type { Tx } from '../database';
import { ApiError } from './api-error';
import { EXPOSED_SCHEMA } from './catalog';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one';

/** A relationship seen from `table`: each foreign key gives one from either side. */
export interface Relationship {
  table: string;
  foreignTable: string;
  constraint: string;
  cardinality: Cardinality;
  /** [column of table, column of foreignTable] pairs that join them (none for a computed one). */
  columns: [string, string][];
  isSelf: boolean;
  /**
   * A computed relationship: a function of the exposed schema taking a row of
   * `table` and returning rows (setof: to-many) or a row of `foreignTable`,
   * embedded by its own name, as PostgREST does.
   */
  computed?: string;
}

/** Many-to-one and one-to-one embed an object (or null); one-to-many an array. */
export function isToOne(rel: Relationship): boolean {
  return rel.cardinality !== 'one-to-many';
}

interface ForeignKeyRow {
  constraint: string;
  table: string;
  foreign_table: string;
  columns: string[];
  foreign_columns: string[];
  is_unique: boolean;
}

/** Every relationship among the exposed schema's tables, by the table it is seen from. */
export async function loadRelationships(tx: Tx): Promise<Map<string, Relationship[]>> {
  const { rows } = await tx.query<ForeignKeyRow>(
    `select c.conname::text as constraint, src.relname::text as table, tgt.relname::text as foreign_table,
            array(select a.attname::text from unnest(c.conkey) with ordinality as k(num, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.i) as columns,
            array(select a.attname::text from unnest(c.confkey) with ordinality as k(num, i)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.i) as foreign_columns,
            exists(select 1 from pg_constraint u
                    where u.conrelid = c.conrelid and u.contype in ('p', 'u') and u.conkey @> c.conkey and u.conkey <@ c.conkey) as is_unique
       from pg_constraint c
       join pg_class src on src.oid = c.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class tgt on tgt.oid = c.confrelid
       join pg_namespace tn on tn.oid = tgt.relnamespace
      where c.contype = 'f' and sn.nspname = $1 and tn.nspname = $1
      order by c.conname`,
    [EXPOSED_SCHEMA],
  );
  const all = new Map<string, Relationship[]>();
  const add = (rel: Relationship) => all.set(rel.table, [...(all.get(rel.table) ?? []), rel]);
  for (const row of rows) {
    const pairs = row.columns.map((col, i): [string, string] => [col, row.foreign_columns[i]!]);
    const isSelf = row.table === row.foreign_table;
    add({
      table: row.table,
      foreignTable: row.foreign_table,
      constraint: row.constraint,
      cardinality: row.is_unique ? 'one-to-one' : 'many-to-one',
      columns: pairs,
      isSelf,
    });
    add({
      table: row.foreign_table,
      foreignTable: row.table,
      constraint: row.constraint,
      cardinality: row.is_unique ? 'one-to-one' : 'one-to-many',
      columns: pairs.map(([col, foreign]): [string, string] => [foreign, col]),
      isSelf,
    });
  }
  for (const fn of await computedRelationships(tx)) add(fn);
  return all;
}

interface ComputedRow {
  name: string;
  table: string;
  foreign_table: string;
  is_set: boolean;
}

/** Functions `f(table) returns [setof] other_table` of the exposed schema. */
async function computedRelationships(tx: Tx): Promise<Relationship[]> {
  const { rows } = await tx.query<ComputedRow>(
    `select p.proname::text as name, src.relname::text as table, tgt.relname::text as foreign_table, p.proretset as is_set
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type arg on arg.oid = p.proargtypes[0]
       join pg_class src on src.oid = arg.typrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_type ret on ret.oid = p.prorettype
       join pg_class tgt on tgt.oid = ret.typrelid
       join pg_namespace tn on tn.oid = tgt.relnamespace
      where n.nspname = $1 and sn.nspname = $1 and tn.nspname = $1 and p.pronargs = 1
      order by p.proname`,
    [EXPOSED_SCHEMA],
  );
  return rows.map((row) => ({
    table: row.table,
    foreignTable: row.foreign_table,
    constraint: row.name,
    cardinality: row.is_set ? 'one-to-many' : 'many-to-one',
    columns: [],
    isSelf: false,
    computed: row.name,
  }));
}

const singleColumn = (rel: Relationship, side: 0 | 1): string | undefined => (rel.columns.length === 1 ? rel.columns[0]![side] : undefined);

/** PostgREST's matching (findRel): by table name, constraint name or single FK column, a hint narrowing it. */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  if (rel.computed !== undefined) return hint === undefined && target === rel.computed;
  if (rel.isSelf) {
    // One self-referencing key gives two relationships: the table's name picks the
    // one-to-many, the key's column the many-to-one.
    if (hint === undefined) {
      return (target === rel.foreignTable && rel.cardinality === 'one-to-many') || (singleColumn(rel, 0) === target && rel.cardinality === 'many-to-one');
    }
    return target === rel.foreignTable && rel.cardinality === 'one-to-many' && singleColumn(rel, 1) === hint;
  }
  if (hint === undefined) return target === rel.foreignTable || target === rel.constraint || singleColumn(rel, 0) === target;
  return target === rel.foreignTable && (hint === rel.constraint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint);
}

/** 1 for equal strings, down to 0: close enough above a third, as PostgREST's fuzzy set suggests. */
function similarity(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return 1 - row[b.length]! / Math.max(a.length, b.length, 1);
}

function closest(candidates: string[], word: string): string | undefined {
  let best: { name: string; score: number } | undefined;
  for (const name of new Set(candidates)) {
    const score = similarity(name.toLowerCase(), word.toLowerCase());
    if (score >= 1 / 3 && score < 1 && (!best || score > best.score)) best = { name, score };
  }
  return best?.name;
}

/** "Perhaps you meant …": a near parent name when the parent has no relationships, else a near child name. */
function noRelationshipHint(all: Map<string, Relationship[]>, origin: string, target: string): string | null {
  const own = all.get(origin);
  const suggestion = own
    ? closest(
        own.map((r) => r.foreignTable),
        target,
      )
    : closest([...all.keys()], origin);
  if (!suggestion) return null;
  return `Perhaps you meant '${suggestion}' instead of '${own ? target : origin}'.`;
}

const columnList = (columns: string[]) => `(${columns.join(', ')})`;

function describe(rel: Relationship): Record<string, string> {
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.table} with ${rel.foreignTable}`,
    relationship: `${rel.constraint} using ${rel.table}${columnList(rel.columns.map((c) => c[0]))} and ${rel.foreignTable}${columnList(rel.columns.map((c) => c[1]))}`,
  };
}

/** The one relationship `origin?select=target!hint(...)` means, or PostgREST's PGRST200 / PGRST201. */
export function findRelationship(all: Map<string, Relationship[]>, origin: string, target: string, hint: string | undefined): Relationship {
  const found = (all.get(origin) ?? []).filter((rel) => matches(rel, target, hint));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) {
    throw new ApiError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
      noRelationshipHint(all, origin, target),
    );
  }
  throw new ApiError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map(describe),
    `Try changing '${target}' to one of the following: ${found.map((rel) => `'${rel.foreignTable}!${rel.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}
