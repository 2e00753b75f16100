import { ApiError, parseError } from './api-error';

// The subset of PostgREST's query grammar that supabase-js produces here.

export interface SelectItem {
  /** '*' or a column name (checked against the catalog later). */
  column: string;
  alias?: string;
}

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

export interface ParsedQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  columns?: string[];
}

const MAX_PARAM_LENGTH = 16_384;
const MAX_LIST_ITEMS = 1_000;
const IDENT = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or']);

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

function parseSelect(raw: string): SelectItem[] {
  if (raw.trim() === '') return [{ column: '*' }];
  return splitTopLevel(raw, 'select').map((part) => {
    const item = part.trim();
    if (item === '*') return { column: '*' };
    if (item.includes('(')) {
      throw new ApiError(
        400,
        'PGRST200',
        `Could not find a relationship in the schema cache for ${JSON.stringify(item.split('(')[0])}`,
        'Embedded resources are not supported by the local backend',
      );
    }
    const colon = item.indexOf(':');
    if (colon > 0 && item[colon + 1] !== ':') {
      return { alias: identifier(item.slice(0, colon), 'select'), column: identifier(item.slice(colon + 1), 'select') };
    }
    return { column: identifier(item, 'select') };
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

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = { select: [{ column: '*' }], filters: [], order: [] };
  for (const [key, value] of params) {
    if (key.length > 256 || value.length > MAX_PARAM_LENGTH) throw parseError('query string', 'parameter too long');
    if (!RESERVED.has(key)) {
      query.filters.push(parseOperation(identifier(key, `filter (${key})`), value, false));
      continue;
    }
    switch (key) {
      case 'select':
        query.select = parseSelect(value);
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
      default: {
        const negate = key.startsWith('not.');
        query.filters.push(parseLogic(negate ? (key.slice(4) as 'and' | 'or') : (key as 'and' | 'or'), negate, value, 0));
      }
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
