import { ApiError, parseError } from './api-error';

// The subset of PostgREST's query grammar that supabase-js produces here.

export interface ColumnItem {
  kind: 'column';
  /** '*' or a column name (checked against the catalog later). */
  column: string;
  alias?: string;
}

/** `alias:name!hint!inner(select)`: a related table, found over a foreign key later. */
export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  /** A foreign key constraint's name or one of its columns, to choose between relationships. */
  hint?: string;
  /** `!inner`: parent rows without a related row are left out. */
  inner: boolean;
  select: SelectItem[];
}

export type SelectItem = ColumnItem | EmbedItem;

export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'cs', 'cd', 'ov'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Filter =
  | { kind: 'condition'; column: string; operator: Operator; negate: boolean; value: string | string[] }
  | { kind: 'logic'; operator: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** What `other.col=eq.x`, `other.order=…`, `other.limit=…` ask of an embedded resource. */
export interface EmbedParams {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
  /** Keyed by the embed's path of names or aliases joined with '.', e.g. `bookings.billboard_locations`. */
  embedded: Map<string, EmbedParams>;
}

const MAX_PARAM_LENGTH = 16_384;
const MAX_LIST_ITEMS = 1_000;
const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or']);
/** The parameters that may also be given for an embedded resource (`other.order=…`). */
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or', 'not.and', 'not.or']);
const MAX_EMBED_DEPTH = 8;

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(input: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(what, `unexpected ")" in ${JSON.stringify(input)}`);
    } else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (quoted || depth !== 0) throw parseError(what, `unbalanced quotes or parentheses in ${JSON.stringify(input)}`);
  parts.push(current);
  return parts;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}

function unquote(token: string): string {
  if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) {
    return token.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return token;
}

/** A column name: a plain identifier or a double-quoted one. */
function identifier(token: string, what: string): string {
  const trimmed = token.trim();
  if (trimmed.startsWith('"')) {
    const name = unquote(trimmed);
    if (!trimmed.endsWith('"') || name.length === 0 || name.length > 63 || name.includes('"') || hasControlCharacter(name)) {
      throw parseError(what, `invalid identifier ${JSON.stringify(token)}`);
    }
    return name;
  }
  if (!IDENT.test(trimmed) || trimmed.length > 63) throw parseError(what, `unexpected ${JSON.stringify(token)} expecting a column name`);
  return trimmed;
}

/** `alias:name!hint!inner` before an embed's parentheses. */
function parseEmbedHead(head: string, select: SelectItem[]): EmbedItem {
  const colon = head.indexOf(':');
  const alias = colon > 0 ? identifier(head.slice(0, colon), 'select') : undefined;
  const [name = '', ...marks] = head.slice(colon + 1).split('!');
  const embed: EmbedItem = { kind: 'embed', name: identifier(name, 'select'), inner: false, select };
  if (alias) embed.alias = alias;
  for (const mark of marks) {
    const word = identifier(mark, 'select');
    if (word === 'inner' || word === 'left') embed.inner = word === 'inner';
    else if (embed.hint === undefined) embed.hint = word;
    else throw parseError('select', `unexpected "!${word}" in ${JSON.stringify(head)}`);
  }
  return embed;
}

function parseSelect(raw: string, depth: number): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH) throw parseError('select', 'embedded resources nested too deeply');
  if (raw.trim() === '') return depth === 0 ? [{ kind: 'column', column: '*' }] : [];
  return splitTopLevel(raw, 'select').map((part): SelectItem => {
    const item = part.trim();
    if (item === '*') return { kind: 'column', column: '*' };
    if (item.startsWith('...')) {
      throw parseError('select', `the local backend does not support spread embeds (${JSON.stringify(item.split('(')[0])}); hosted Supabase does`);
    }
    const open = item.indexOf('(');
    if (open > 0 && item.endsWith(')')) return parseEmbedHead(item.slice(0, open), parseSelect(item.slice(open + 1, -1), depth + 1));
    const colon = item.indexOf(':');
    if (colon > 0 && item[colon + 1] !== ':') {
      return { kind: 'column', alias: identifier(item.slice(0, colon), 'select'), column: identifier(item.slice(colon + 1), 'select') };
    }
    return { kind: 'column', column: identifier(item, 'select') };
  });
}

function parseList(raw: string, what: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(what, `expecting a list like (a,b) but got ${JSON.stringify(raw)}`);
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  const items = splitTopLevel(inner, what).map(unquote);
  if (items.length > MAX_LIST_ITEMS) throw parseError(what, `more than ${MAX_LIST_ITEMS} items`);
  return items;
}

/** `op.value` or `not.op.value`, as in `?col=not.eq.5`. */
function parseOperation(column: string, raw: string, inLogicTree: boolean): Filter {
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  if (!(OPERATORS as readonly string[]).includes(op) || dot < 0) {
    throw parseError(`filter (${op})`, `unknown or incomplete operator in ${JSON.stringify(raw)}`);
  }
  const operator = op as Operator;
  let value: string | string[] = rest.slice(dot + 1);
  if (operator === 'in') value = parseList(value, 'filter (in)');
  else if (inLogicTree) value = unquote(value);
  if (operator === 'is' && !['null', 'true', 'false', 'unknown', 'not_null'].includes(value as string)) {
    throw parseError('filter (is)', `unexpected ${JSON.stringify(value)} expecting null, true, false or unknown`);
  }
  return { kind: 'condition', column, operator, negate, value };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` */
function parseLogic(operator: 'and' | 'or', negate: boolean, raw: string, depth: number): Filter {
  if (depth > 10) throw parseError('logic tree', 'nested too deeply');
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`logic tree (${operator})`, `expecting (...) but got ${JSON.stringify(raw)}`);
  const children = splitTopLevel(raw.slice(1, -1), `logic tree (${operator})`).map((part) => {
    const item = part.trim();
    const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (logic) return parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), logic[3], depth + 1);
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError(`logic tree (${operator})`, `unexpected ${JSON.stringify(item)}`);
    return parseOperation(identifier(item.slice(0, dot), 'logic tree'), item.slice(dot + 1), true);
  });
  return { kind: 'logic', operator, negate, children };
}

function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw, 'order').map((part) => {
    const pieces = part.trim().split('.');
    const column = identifier(pieces[0] ?? '', `order (${part})`);
    const term: OrderTerm = { column, descending: false };
    for (const modifier of pieces.slice(1)) {
      if (modifier === 'asc') term.descending = false;
      else if (modifier === 'desc') term.descending = true;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(`order (${part})`, `unexpected ${JSON.stringify(modifier)} expecting asc, desc, nullsfirst or nullslast`);
    }
    return term;
  });
}

function parseCount(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(what, `expecting a non-negative integer but got ${JSON.stringify(raw.slice(0, 40))}`);
  return Number(raw);
}

/** `other.inner.col` → path ['other', 'inner'] and name 'col'; `other.not.or` → name 'not.or'. */
function splitKey(key: string): { path: string[]; name: string } {
  const parts = key.split('.');
  const negatedLogic = parts.length >= 3 && parts[parts.length - 2] === 'not' && ['and', 'or'].includes(parts[parts.length - 1]!);
  const cut = negatedLogic ? parts.length - 2 : parts.length - 1;
  return { path: parts.slice(0, cut), name: parts.slice(cut).join('.') };
}

function embedParams(query: ParsedQuery, path: string[]): EmbedParams {
  const names = path.map((segment) => identifier(segment, 'embedded resource path'));
  const key = names.join('.');
  let params = query.embedded.get(key);
  if (!params) {
    params = { filters: [], order: [] };
    query.embedded.set(key, params);
  }
  return params;
}

function parseLogicParam(key: string, value: string): Filter {
  const negate = key.startsWith('not.');
  return parseLogic(negate ? (key.slice(4) as 'and' | 'or') : (key as 'and' | 'or'), negate, value, 0);
}

/** A parameter for an embedded resource: a filter on its columns, its order, limit, offset or logic tree. */
function parseEmbedded(query: ParsedQuery, key: string, value: string): void {
  const { path, name } = splitKey(key);
  const params = embedParams(query, path);
  if (!EMBEDDABLE.has(name)) {
    params.filters.push(parseOperation(identifier(name, `filter (${key})`), value, false));
    return;
  }
  if (name === 'order') params.order.push(...parseOrder(value));
  else if (name === 'limit') params.limit = parseCount(value, key);
  else if (name === 'offset') params.offset = parseCount(value, key);
  else params.filters.push(parseLogicParam(name, value));
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'column', column: '*' }], filters: [], order: [], embedded: new Map() };
  for (const [key, value] of params) {
    if (key.length > 256 || value.length > MAX_PARAM_LENGTH) throw parseError('query string', 'parameter too long');
    if (!RESERVED.has(key) && key.includes('.')) {
      parseEmbedded(query, key, value);
      continue;
    }
    if (!RESERVED.has(key)) {
      query.filters.push(parseOperation(identifier(key, `filter (${key})`), value, false));
      continue;
    }
    switch (key) {
      case 'select':
        query.select = parseSelect(value, 0);
        break;
      case 'order':
        query.order.push(...parseOrder(value));
        break;
      case 'limit':
        query.limit = parseCount(value, 'limit');
        break;
      case 'offset':
        query.offset = parseCount(value, 'offset');
        break;
      case 'on_conflict':
        query.onConflict = splitTopLevel(value, 'on_conflict').map((c) => identifier(c, 'on_conflict'));
        break;
      case 'columns':
        query.columns = splitTopLevel(value, 'columns').map((c) => identifier(c, 'columns'));
        break;
      default:
        query.filters.push(parseLogicParam(key, value));
    }
  }
  return query;
}

/** `Range: 0-9` as sent by some clients (supabase-js uses limit/offset instead). */
export function parseRangeHeader(raw: string | undefined): { offset: number; limit?: number } | undefined {
  if (!raw) return undefined;
  const match = /^\s*(\d{1,9})-(\d{0,9})\s*$/.exec(raw);
  if (!match) return undefined;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (to < from)
    throw new ApiError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `The lower boundary must be lower than or equal to the upper boundary in the Range header.`,
    );
  return { offset: from, limit: to - from + 1 };
}
