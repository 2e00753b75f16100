import { ApiError } from './api-error';
import { EXPOSED_SCHEMA, type TableInfo } from './catalog';
import type { Filter, OrderTerm, ParsedQuery, SelectItem } from './parse-query';

// Identifiers reach SQL only after a catalog check, and then quoted; values
// are always bound parameters with a cast to the column's catalog type.

export interface Statement {
  sql: string;
  params: unknown[];
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const TABLE_ALIAS = '_t';

export function tableRef(table: TableInfo): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
}

/** The quoted name of a column that the catalog confirms exists. */
function checkedIdent(table: TableInfo, name: string): string {
  column(table, name);
  return quoteIdent(name);
}

function column(table: TableInfo, name: string): { ref: string; type: string } {
  const type = table.columns.get(name);
  if (!type) {
    throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return { ref: `${TABLE_ALIAS}.${quoteIdent(name)}`, type };
}

export function selectList(table: TableInfo, items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.column === '*') return `${TABLE_ALIAS}.*`;
      const { ref } = column(table, item.column);
      return `${ref} as ${quoteIdent(item.alias ?? item.column)}`;
    })
    .join(', ');
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

function condition(table: TableInfo, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => condition(table, child, params)).join(` ${filter.operator} `);
    const expr = filter.children.length === 0 ? 'true' : `(${joined})`;
    return filter.negate ? `not ${expr}` : expr;
  }
  const { ref, type } = column(table, filter.column);
  const value = filter.value;
  let expr: string;
  switch (filter.operator) {
    case 'in': {
      const list = value as string[];
      expr = list.length === 0 ? 'false' : `${ref} in (${list.map((v) => `${params.add(v)}::${type}`).join(', ')})`;
      break;
    }
    case 'is': {
      const keyword = value === 'not_null' ? 'not null' : (value as string);
      expr = `${ref} is ${keyword}`;
      break;
    }
    case 'like':
    case 'ilike':
      expr = `${ref} ${filter.operator} ${params.add((value as string).replace(/\*/g, '%'))}::text`;
      break;
    case 'match':
      expr = `${ref} ~ ${params.add(value)}::text`;
      break;
    case 'imatch':
      expr = `${ref} ~* ${params.add(value)}::text`;
      break;
    case 'cs':
      expr = `${ref} @> ${params.add(value)}::${type}`;
      break;
    case 'cd':
      expr = `${ref} <@ ${params.add(value)}::${type}`;
      break;
    case 'ov':
      expr = `${ref} && ${params.add(value)}::${type}`;
      break;
    default:
      expr = `${ref} ${COMPARISON[filter.operator]} ${params.add(value)}::${type}`;
  }
  return filter.negate ? `not (${expr})` : expr;
}

function whereClause(table: TableInfo, filters: Filter[], params: Params): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((f) => condition(table, f, params)).join(' and ')}`;
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const { ref } = column(table, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${ref} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

/** Rows as one JSON text built by Postgres, so types serialise exactly as PostgREST's do. */
function aggregate(source: string, stripNulls: boolean): string {
  const row = stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  return `select coalesce(json_agg(${row}), '[]')::text as body, count(*)::int as n from ${source}`;
}

export function buildSelect(table: TableInfo, query: ParsedQuery, range: { limit?: number; offset?: number }, stripNulls: boolean): Statement {
  const params = new Params();
  const where = whereClause(table, query.filters, params);
  const order = orderClause(table, query.order);
  let tail = '';
  if (range.limit !== undefined) tail += ` limit ${params.add(range.limit)}::bigint`;
  if (range.offset !== undefined) tail += ` offset ${params.add(range.offset)}::bigint`;
  const inner = `select ${selectList(table, query.select)} from ${tableRef(table)} ${TABLE_ALIAS}${where}${order}${tail}`;
  return { sql: aggregate(`(${inner}) _r`, stripNulls), params: params.values };
}

export function buildCount(table: TableInfo, query: ParsedQuery): Statement {
  const params = new Params();
  const where = whereClause(table, query.filters, params);
  return { sql: `select count(*)::int as n from ${tableRef(table)} ${TABLE_ALIAS}${where}`, params: params.values };
}

export interface WriteOptions {
  returning: boolean;
  stripNulls: boolean;
  select: SelectItem[];
}

function withReturning(statement: string, table: TableInfo, options: WriteOptions): string {
  if (!options.returning) return statement;
  return `with _w as (${statement} returning ${selectList(table, options.select)}) ${aggregate('_w _r', options.stripNulls)}`;
}

export function buildInsert(
  table: TableInfo,
  rows: Record<string, unknown>[],
  columns: string[],
  conflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined,
  options: WriteOptions,
): Statement {
  const params = new Params();
  const cols = columns.map((c) => checkedIdent(table, c));
  const source = `json_populate_recordset(null::${tableRef(table)}, ${params.add(JSON.stringify(rows))}::json)`;
  let sql =
    cols.length === 0
      ? `insert into ${tableRef(table)} as ${TABLE_ALIAS} default values`
      : `insert into ${tableRef(table)} as ${TABLE_ALIAS} (${cols.join(', ')}) select ${cols.join(', ')} from ${source}`;
  if (conflict) {
    const target = conflict.columns.map((c) => checkedIdent(table, c)).join(', ');
    const updates = cols.filter((c) => !conflict.columns.map(quoteIdent).includes(c));
    sql +=
      conflict.resolution === 'ignore' || updates.length === 0
        ? ` on conflict (${target}) do nothing`
        : ` on conflict (${target}) do update set ${updates.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  }
  return { sql: withReturning(sql, table, options), params: params.values };
}

export function buildUpdate(table: TableInfo, values: Record<string, unknown>, filters: Filter[], options: WriteOptions): Statement {
  const params = new Params();
  const cols = Object.keys(values);
  for (const c of cols) checkedIdent(table, c);
  const source = `json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(values))}::json)`;
  const sets = cols.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
  const where = whereClause(table, filters, params);
  const sql = `update ${tableRef(table)} as ${TABLE_ALIAS} set ${sets} from (select * from ${source}) _v${where}`;
  return { sql: withReturning(sql, table, options), params: params.values };
}

export function buildDelete(table: TableInfo, filters: Filter[], options: WriteOptions): Statement {
  const params = new Params();
  const where = whereClause(table, filters, params);
  const sql = `delete from ${tableRef(table)} as ${TABLE_ALIAS}${where}`;
  return { sql: withReturning(sql, table, options), params: params.values };
}
