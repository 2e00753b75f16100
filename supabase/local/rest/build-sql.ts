import { ApiError } from './api-error';
import { EXPOSED_SCHEMA, type TableInfo } from './catalog';
import type { ColumnItem, Filter, OrderTerm } from './parse-query';
import type { EmbedNode, ReadNode } from './read-plan';
import { isToOne } from './relationships';

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

/** A table under an alias in the statement, and the embeds joined to it (by key and name). */
interface Scope {
  table: TableInfo;
  alias: string;
  embeds: Map<string, string>;
}

const writeScope = (table: TableInfo): Scope => ({ table, alias: TABLE_ALIAS, embeds: new Map() });

/** The quoted name of a column that the catalog confirms exists. */
function checkedIdent(table: TableInfo, name: string): string {
  column(writeScope(table), name);
  return quoteIdent(name);
}

function column(scope: Scope, name: string): { ref: string; type: string } {
  const type = scope.table.columns.get(name);
  if (!type) {
    throw new ApiError(400, '42703', `column ${scope.table.name}.${name} does not exist`);
  }
  return { ref: `${scope.alias}.${quoteIdent(name)}`, type };
}

function columnList(scope: Scope, items: ColumnItem[]): string[] {
  return items.map((item) => {
    if (item.column === '*') return `${scope.alias}.*`;
    const { ref } = column(scope, item.column);
    return `${ref} as ${quoteIdent(item.alias ?? item.column)}`;
  });
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** `other=is.null` / `other=not.is.null` on an embed: whether it has a (matching) row. */
function embedCondition(scope: Scope, filter: Extract<Filter, { kind: 'condition' }>): string | undefined {
  const body = scope.embeds.get(filter.column);
  if (body === undefined || scope.table.columns.has(filter.column)) return undefined;
  if (filter.operator !== 'is' || (filter.value !== 'null' && filter.value !== 'not_null')) {
    throw new ApiError(
      400,
      'PGRST120',
      `Bad operator on the '${filter.column}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    );
  }
  const expr = `${body} is ${filter.value === 'null' ? 'null' : 'not null'}`;
  return filter.negate ? `not (${expr})` : expr;
}

function condition(scope: Scope, filter: Filter, params: Params): string {
  if (filter.kind === 'logic') {
    const joined = filter.children.map((child) => condition(scope, child, params)).join(` ${filter.operator} `);
    const expr = filter.children.length === 0 ? 'true' : `(${joined})`;
    return filter.negate ? `not ${expr}` : expr;
  }
  const onEmbed = embedCondition(scope, filter);
  if (onEmbed !== undefined) return onEmbed;
  const { ref, type } = column(scope, filter.column);
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

function whereClause(scope: Scope, filters: Filter[], params: Params, extra: string[] = []): string {
  const all = [...extra, ...filters.map((f) => condition(scope, f, params))];
  return all.length === 0 ? '' : ` where ${all.join(' and ')}`;
}

function orderClause(scope: Scope, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const { ref } = column(scope, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${ref} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function rangeClause(range: { limit?: number; offset?: number }, params: Params): string {
  let tail = '';
  if (range.limit !== undefined) tail += ` limit ${params.add(range.limit)}::bigint`;
  if (range.offset !== undefined) tail += ` offset ${params.add(range.offset)}::bigint`;
  return tail;
}

/** Rows as one JSON text built by Postgres, so types serialise exactly as PostgREST's do. */
function aggregate(source: string, stripNulls: boolean): string {
  const row = stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  return `select coalesce(json_agg(${row}), '[]')::text as body, count(*)::int as n from ${source}`;
}

/** Fresh aliases for the tables and joins of one statement. */
class Aliases {
  private n = 0;
  next(): number {
    return ++this.n;
  }
}

interface NodeOptions {
  /** What to read from: the table, or a write's returned rows. */
  source: string;
  /** Conditions that tie an embedded table's rows to its parent row. */
  links: string[];
  range: { limit?: number; offset?: number };
  /** Only whether rows match (for a count): no columns, no order. */
  countOnly?: boolean;
}

/** The `count` an embed selects alone (`campaigns(count)`), when its table has no column of that name. */
function countItem(embed: EmbedNode): ColumnItem | undefined {
  const [only] = embed.columns;
  if (embed.columns.length !== 1 || embed.embeds.length > 0 || only?.column !== 'count' || embed.table.columns.has('count')) return undefined;
  if (isToOne(embed.relationship)) throw new ApiError(400, 'PGRST100', `the local backend counts only one-to-many embeds ('${embed.name}(count)')`);
  return only;
}

/**
 * An embedded resource as a lateral subquery on its parent row: json_agg of
 * its rows (null when none) for one-to-many, row_to_json of its row (no row
 * when none) for a to-one. Both tables are read in the one statement under the
 * caller's role, so the row-level security of each decides what is seen.
 */
function embedJoin(embed: EmbedNode, parent: string, params: Params, aliases: Aliases): { join: string; body: string } {
  const n = aliases.next();
  const child = `_t${n}`;
  const links = embed.relationship.columns.map(([own, foreign]) => `${child}.${quoteIdent(foreign)} = ${parent}.${quoteIdent(own)}`);
  // A computed relationship reads the function's rows for the parent's row (the catalog named the function).
  const computed = embed.relationship.computed;
  const source = computed === undefined ? tableRef(embed.table) : `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(computed)}(${parent})`;
  const count = countItem(embed);
  if (count) {
    // `other(count)`: PostgREST's count of the related rows, as one row `[{"count": n}]`.
    const rows = nodeQuery(embed, child, params, aliases, { source, links, range: {}, countOnly: true });
    const key = params.add(count.alias ?? 'count');
    return {
      join: ` left join lateral (select json_build_array(json_build_object(${key}::text, count(*))) as body from (${rows}) _s${n}) _j${n} on true`,
      body: `_j${n}.body`,
    };
  }
  const rows = nodeQuery(embed, child, params, aliases, { source, links, range: { limit: embed.limit, offset: embed.offset } });
  const value = isToOne(embed.relationship) ? `row_to_json(_s${n})` : `json_agg(row_to_json(_s${n}))`;
  return { join: ` left join lateral (select ${value} as body from (${rows}) _s${n}) _j${n} on true`, body: `_j${n}.body` };
}

function nodeQuery(node: ReadNode, alias: string, params: Params, aliases: Aliases, options: NodeOptions): string {
  const scope: Scope = { table: node.table, alias, embeds: new Map() };
  const joins: string[] = [];
  const inner: string[] = [];
  const embedded: string[] = [];
  for (const embed of node.embeds) {
    const { join, body } = embedJoin(embed, alias, params, aliases);
    joins.push(join);
    if (!scope.embeds.has(embed.name)) scope.embeds.set(embed.name, body);
    scope.embeds.set(embed.key, body);
    if (embed.inner) inner.push(`${body} is not null`);
    if (!embed.shown) continue;
    embedded.push(`${isToOne(embed.relationship) ? body : `coalesce(${body}, '[]'::json)`} as ${quoteIdent(embed.key)}`);
  }
  const where = whereClause(scope, node.filters, params, [...options.links, ...inner]);
  if (options.countOnly) return `select 1 from ${options.source} ${alias}${joins.join('')}${where}`;
  const list = [...columnList(scope, node.columns), ...embedded];
  const order = orderClause(scope, node.order);
  return `select ${list.join(', ')} from ${options.source} ${alias}${joins.join('')}${where}${order}${rangeClause(options.range, params)}`;
}

export function buildSelect(node: ReadNode, range: { limit?: number; offset?: number }, stripNulls: boolean): Statement {
  const params = new Params();
  const inner = nodeQuery(node, TABLE_ALIAS, params, new Aliases(), { source: tableRef(node.table), links: [], range });
  return { sql: aggregate(`(${inner}) _r`, stripNulls), params: params.values };
}

export function buildCount(node: ReadNode): Statement {
  const params = new Params();
  const rows = nodeQuery(node, TABLE_ALIAS, params, new Aliases(), { source: tableRef(node.table), links: [], range: {}, countOnly: true });
  return { sql: `select count(*)::int as n from (${rows}) _c`, params: params.values };
}

export interface WriteOptions {
  returning: boolean;
  stripNulls: boolean;
  /** The representation asked for: the select, with any embeds (planned without filters). */
  read: ReadNode;
}

function withReturning(statement: string, table: TableInfo, options: WriteOptions, params: Params): string {
  if (!options.returning) return statement;
  const scope = writeScope(table);
  if (options.read.embeds.length === 0) {
    return `with _w as (${statement} returning ${columnList(scope, options.read.columns).join(', ')}) ${aggregate('_w _r', options.stripNulls)}`;
  }
  // Embeds read the written rows as the parent table, as PostgREST's returning CTE does.
  const rows = nodeQuery(options.read, TABLE_ALIAS, params, new Aliases(), { source: '_w', links: [], range: {} });
  return `with _w as (${statement} returning ${TABLE_ALIAS}.*) ${aggregate(`(${rows}) _r`, options.stripNulls)}`;
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
  return { sql: withReturning(sql, table, options, params), params: params.values };
}

export function buildUpdate(table: TableInfo, values: Record<string, unknown>, filters: Filter[], options: WriteOptions): Statement {
  const params = new Params();
  const cols = Object.keys(values);
  for (const c of cols) checkedIdent(table, c);
  const source = `json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(values))}::json)`;
  const sets = cols.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
  const where = whereClause(writeScope(table), filters, params);
  const sql = `update ${tableRef(table)} as ${TABLE_ALIAS} set ${sets} from (select * from ${source}) _v${where}`;
  return { sql: withReturning(sql, table, options, params), params: params.values };
}

export function buildDelete(table: TableInfo, filters: Filter[], options: WriteOptions): Statement {
  const params = new Params();
  const where = whereClause(writeScope(table), filters, params);
  const sql = `delete from ${tableRef(table)} as ${TABLE_ALIAS}${where}`;
  return { sql: withReturning(sql, table, options, params), params: params.values };
}
