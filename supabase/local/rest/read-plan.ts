// A read as a tree: the table, its columns and filters, and each embedded
// resource with the relationship (from the catalog) that joins it to its parent.
import type { Tx } from '../database';
import { ApiError } from './api-error';
import { findTable, type TableInfo } from './catalog';
import type { ColumnItem, EmbedItem, EmbedParams, Filter, OrderTerm, ParsedQuery, SelectItem } from './parse-query';
import { findRelationship, loadRelationships, type Relationship } from './relationships';

export interface ReadNode {
  table: TableInfo;
  columns: ColumnItem[];
  embeds: EmbedNode[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode extends ReadNode {
  /** The key of the embed in each row: its alias, else its name. */
  key: string;
  /** The name as written (filters may use it as well as the alias). */
  name: string;
  relationship: Relationship;
  inner: boolean;
  /** `other()` selects nothing: it only filters (with !inner) and is left out of the rows. */
  shown: boolean;
}

function notEmbedded(resource: string): ApiError {
  return new ApiError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

function isShown(select: SelectItem[]): boolean {
  return select.some((item) => item.kind === 'column' || isShown(item.select));
}

interface Planner {
  tx: Tx;
  query: ParsedQuery;
  relationships?: Map<string, Relationship[]>;
  used: Set<string>;
}

async function planEmbed(planner: Planner, parent: TableInfo, item: EmbedItem, path: string[]): Promise<EmbedNode> {
  planner.relationships ??= await loadRelationships(planner.tx);
  const relationship = findRelationship(planner.relationships, parent.name, item.name, item.hint);
  const table = await findTable(planner.tx, relationship.foreignTable);
  // The catalog named it a moment ago in the same transaction.
  if (!table) throw new ApiError(500, 'PGRST000', `The related table '${relationship.foreignTable}' is missing from the catalog`);
  const key = item.alias ?? item.name;
  // Filters address an embed by its alias or, failing that, its name.
  const pathKey = [...path, planner.query.embedded.has([...path, key].join('.')) ? key : item.name].join('.');
  const params: EmbedParams = planner.query.embedded.get(pathKey) ?? { filters: [], order: [] };
  planner.used.add(pathKey);
  const node = await planNode(planner, table, item.select, params, pathKey.split('.'));
  return { ...node, key, name: item.name, relationship, inner: item.inner, shown: isShown(item.select) };
}

async function planNode(planner: Planner, table: TableInfo, select: SelectItem[], params: EmbedParams, path: string[]): Promise<ReadNode> {
  const embeds: EmbedNode[] = [];
  for (const item of select) if (item.kind === 'embed') embeds.push(await planEmbed(planner, table, item, path));
  return {
    table,
    columns: select.filter((item): item is ColumnItem => item.kind === 'column'),
    embeds,
    filters: params.filters,
    order: params.order,
    limit: params.limit,
    offset: params.offset,
  };
}

/**
 * The tree for a request's `select`, with the top filters and order given (a
 * write passes none; a read's limit and offset come from its range). A parameter for an embed
 * that the select does not name is refused, as PostgREST does.
 */
export async function planRead(tx: Tx, table: TableInfo, query: ParsedQuery, top: EmbedParams = query): Promise<ReadNode> {
  const planner: Planner = { tx, query, used: new Set() };
  const root = await planNode(planner, table, query.select, { filters: top.filters, order: top.order }, []);
  for (const pathKey of query.embedded.keys()) {
    if (planner.used.has(pathKey)) continue;
    const segments = pathKey.split('.');
    const missing = segments.find((_, i) => !planner.used.has(segments.slice(0, i + 1).join('.'))) ?? pathKey;
    throw notEmbedded(missing);
  }
  return root;
}
