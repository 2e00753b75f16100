import type { PGlite } from '@electric-sql/pglite';

// What the type generator needs to know about the exposed schemas, read from
// Postgres's own catalog. The fields follow what Supabase's generator
// (postgres-meta) reads, so the same rules give the same file.

export interface Column {
  name: string;
  /** The type's name as pg_type spells it (`_text` for text[]); a domain's base type. */
  format: string;
  isNullable: boolean;
  hasDefault: boolean;
  /** 'ALWAYS' columns cannot be written; 'BY DEFAULT' ones may be. */
  identity: 'ALWAYS' | 'BY DEFAULT' | null;
  isUpdatable: boolean;
}

export interface Relation {
  id: number;
  schema: string;
  name: string;
  kind: 'table' | 'view';
  /** Views only: inserts and updates go through to a table. */
  isUpdatable: boolean;
  columns: Column[];
}

export interface Relationship {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface FunctionArg {
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  name: string;
  typeId: number;
  hasDefault: boolean;
}

export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** pg_get_function_arguments: how the function is called. */
  argumentTypes: string;
  /** pg_get_function_result, e.g. `SETOF uuid` or `trigger`. */
  returnType: string;
  returnTypeId: number;
  /** The table, view or composite type whose row the function returns, if any. */
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** The planner's row estimate of a set-returning function. */
  rows: number | null;
}

export interface DbType {
  id: number;
  schema: string;
  name: string;
  /** Labels of an enum, in their declared order. */
  enums: string[];
  /** Attributes of a composite type (not of a table's row type). */
  attributes: { name: string; typeId: number }[];
  /** The relation behind a row type. */
  relationId: number | null;
}

export interface Catalog {
  schemas: string[];
  relations: Relation[];
  relationships: Relationship[];
  functions: DbFunction[];
  types: DbType[];
}

const RELATIONS_SQL = `
select c.oid::int as id, n.nspname as schema, c.relname as name,
  case when c.relkind in ('r', 'p', 'f') then 'table' else 'view' end as kind,
  c.relkind in ('v', 'f') and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as "isUpdatable",
  coalesce((
    select json_agg(json_build_object(
      'name', a.attname,
      'format', coalesce(bt.typname, t.typname),
      'isNullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
      'hasDefault', a.atthasdef,
      'identity', case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end,
      'isUpdatable', c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))
    ) order by a.attnum)
    from pg_attribute a
    join pg_type t on t.oid = a.atttypid
    left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
where n.nspname = any($1) and c.relkind in ('r', 'p', 'f', 'v', 'm')
  and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

const RELATIONSHIPS_SQL = `
select k.conname as "foreignKeyName", n.nspname as schema, tab.relname as relation,
  cols.names as columns, rn.nspname as "referencedSchema", ref.relname as "referencedRelation", cols.refs as "referencedColumns",
  exists (
    select 1 from pg_constraint u
    where u.conrelid = k.conrelid and u.contype in ('p', 'u')
      and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(k.conkey) x)
  ) as "isOneToOne"
from pg_constraint k
join pg_namespace n on n.oid = k.connamespace
join pg_class tab on tab.oid = k.conrelid
join pg_class ref on ref.oid = k.confrelid
join pg_namespace rn on rn.oid = ref.relnamespace
cross join lateral (
  select json_agg(a.attname order by o) as names, json_agg(r.attname order by o) as refs
  from unnest(k.conkey, k.confkey) with ordinality as u(col, refcol, o)
  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.col
  join pg_attribute r on r.attrelid = k.confrelid and r.attnum = u.refcol
) cols
where k.contype = 'f' and k.conparentid = 0 and n.nspname = any($1)`;

const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name,
  coalesce((
    select json_agg(json_build_object(
      'mode', case m.mode when 'i' then 'in' when 'o' then 'out' when 'b' then 'inout' when 'v' then 'variadic' else 'table' end,
      'name', coalesce(m.name, ''),
      'typeId', m.type_id::int,
      -- Defaults belong to the last input arguments, which come before any output one.
      'hasDefault', m.ord > p.pronargs - p.pronargdefaults and m.ord <= p.pronargs
    ) order by m.ord)
    from unnest(
      coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs::int])),
      coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes::oid[]))])),
      coalesce(p.proallargtypes, p.proargtypes::oid[])
    ) with ordinality as m(mode, name, type_id, ord)
  ), '[]') as args,
  pg_get_function_arguments(p.oid) as "argumentTypes",
  pg_get_function_result(p.oid) as "returnType",
  p.prorettype::int as "returnTypeId",
  nullif(rt.typrelid, 0)::int as "returnTypeRelationId",
  p.proretset as "isSetReturning",
  case when p.proretset then nullif(p.prorows, 0)::int end as rows
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type rt on rt.oid = p.prorettype
where n.nspname = any($1) and p.prokind = 'f'
  and pg_get_function_result(p.oid) not in ('trigger', 'event_trigger')
  and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

// Every type of the database, system ones included: columns and arguments
// refer to them by id or by name.
const TYPES_SQL = `
select t.oid::int as id, n.nspname as schema, t.typname as name,
  coalesce((select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid), '[]') as enums,
  coalesce((
    select json_agg(json_build_object('name', a.attname, 'typeId', a.atttypid::int) order by a.attnum)
    from pg_class c join pg_attribute a on a.attrelid = c.oid
    where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped
  ), '[]') as attributes,
  nullif(t.typrelid, 0)::int as "relationId"
from pg_type t
join pg_namespace n on n.oid = t.typnamespace
where t.typrelid = 0 or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_class c where c.oid = t.typrelid)`;

/**
 * Reads the catalog of the given schemas (those that exist). An extension's
 * own objects are left out: the bootstrap installs pgcrypto into public, where
 * a hosted project keeps extensions in a schema of their own.
 */
export async function readCatalog(pg: PGlite, exposedSchemas: string[]): Promise<Catalog> {
  const present = await pg.query<{ name: string }>('select nspname as name from pg_namespace where nspname = any($1)', [exposedSchemas]);
  const schemas = present.rows.map((row) => row.name);
  const [relations, relationships, functions, types] = await Promise.all([
    pg.query<Relation>(RELATIONS_SQL, [schemas]),
    pg.query<Relationship>(RELATIONSHIPS_SQL, [schemas]),
    pg.query<DbFunction>(FUNCTIONS_SQL, [schemas]),
    pg.query<DbType>(TYPES_SQL),
  ]);
  return { schemas, relations: relations.rows, relationships: relationships.rows, functions: functions.rows, types: types.rows };
}
