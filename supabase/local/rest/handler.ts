import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller } from '../caller';
import { resolveCaller } from '../caller';
import type { LocalDatabase, Tx } from '../database';
import { BodyTooLargeError, header, parseJson, readBody, sendEmpty, sendJson, sendRawJson } from '../http-utils';
import { ApiError } from './api-error';
import { buildCount, buildDelete, buildInsert, buildSelect, buildUpdate, type Statement, type WriteOptions } from './build-sql';
import { EXPOSED_SCHEMA, findTable, type TableInfo } from './catalog';
import { parseQuery, parseRangeHeader, type ParsedQuery } from './parse-query';
import { toApiError } from './pg-errors';
import { refuseUnboundedFilters, refuseUnfilteredWrite } from './local-limits';
import { planRead } from './read-plan';
import { callFunction } from './rpc';
import { checkProfile, negotiate, parsePrefer, type Negotiated, type Preferences } from './request-headers';

interface RestResult {
  status: number;
  body?: string;
  headers: Record<string, string>;
}

interface RestRequest {
  method: string;
  table: string;
  query: ParsedQuery;
  prefs: Preferences;
  accept: Negotiated;
  range: { limit?: number; offset?: number };
  body: unknown;
}

function authError(problem: string, message: string): ApiError | { status: number; body: unknown } {
  if (problem === 'missing') return { status: 401, body: { message, hint: 'No `apikey` request header or url param was found.' } };
  if (problem === 'expired') return new ApiError(401, 'PGRST303', 'JWT expired');
  return new ApiError(401, 'PGRST301', message);
}

function rowsAsObject(text: string, n: number): string {
  if (n !== 1) {
    throw new ApiError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
  }
  const rows = JSON.parse(text) as unknown[];
  return JSON.stringify(rows[0]);
}

async function run(tx: Tx, statement: Statement): Promise<{ body: string; n: number }> {
  const { rows } = await tx.query<{ body: string; n: number }>(statement.sql, statement.params);
  return rows[0] ?? { body: '[]', n: 0 };
}

function requireTable(table: TableInfo | undefined, name: string): TableInfo {
  if (!table) {
    throw new ApiError(404, 'PGRST205', `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`);
  }
  return table;
}

function invalidBody(details: string): ApiError {
  return new ApiError(400, 'PGRST102', 'Empty or invalid json', details);
}

function unknownColumn(table: TableInfo, name: string): ApiError {
  return new ApiError(400, 'PGRST204', `Could not find the '${name}' column of '${table.name}' in the schema cache`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readRows(tx: Tx, r: RestRequest, table: TableInfo): Promise<RestResult> {
  const plan = await planRead(tx, table, r.query);
  const select = buildSelect(plan, r.range, r.accept.stripNulls);
  const { body, n } = await run(tx, select);
  let total: number | undefined;
  if (r.prefs.count) {
    const count = buildCount(plan);
    total = (await tx.query<{ n: number }>(count.sql, count.params)).rows[0]?.n;
  }
  const offset = r.range.offset ?? 0;
  const totalText = total === undefined ? '*' : String(total);
  const contentRange = n > 0 ? `${offset}-${offset + n - 1}/${totalText}` : `*/${totalText}`;
  const partial = total !== undefined && n < total;
  return {
    status: partial ? 206 : 200,
    body: r.accept.single ? rowsAsObject(body, n) : body,
    headers: { 'Content-Range': contentRange },
  };
}

async function writeOptions(tx: Tx, r: RestRequest, table: TableInfo): Promise<WriteOptions> {
  // The write's filters choose the rows written; the representation is those rows as they are.
  const read = await planRead(tx, table, r.query, { filters: [], order: [] });
  return { returning: r.prefs.returnRepresentation, stripNulls: r.accept.stripNulls, read };
}

async function finishWrite(tx: Tx, r: RestRequest, statement: Statement, successStatus: number): Promise<RestResult> {
  const headers = { 'Content-Range': '*/*' };
  if (!r.prefs.returnRepresentation) {
    await tx.query(statement.sql, statement.params);
    return { status: successStatus === 201 ? 201 : 204, headers };
  }
  const { body, n } = await run(tx, statement);
  // Throwing here rolls the write back, as PostgREST does for a failed single().
  return { status: successStatus, body: r.accept.single ? rowsAsObject(body, n) : body, headers };
}

async function insertRows(tx: Tx, r: RestRequest, table: TableInfo): Promise<RestResult> {
  const rows = Array.isArray(r.body) ? r.body : [r.body];
  if (!rows.every(isPlainObject)) throw invalidBody('Expected a JSON object or an array of objects');
  const columns = r.query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of columns) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (rows.length === 0) return { status: 201, body: r.prefs.returnRepresentation ? '[]' : undefined, headers: {} };
  const conflictColumns = r.query.onConflict ?? table.primaryKey;
  const conflict = r.prefs.resolution && conflictColumns.length > 0 ? { columns: conflictColumns, resolution: r.prefs.resolution } : undefined;
  return finishWrite(tx, r, buildInsert(table, rows, columns, conflict, await writeOptions(tx, r, table)), 201);
}

async function updateRows(tx: Tx, r: RestRequest, table: TableInfo): Promise<RestResult> {
  if (!isPlainObject(r.body)) throw invalidBody('Expected a JSON object');
  for (const name of Object.keys(r.body)) if (!table.columns.has(name)) throw unknownColumn(table, name);
  if (Object.keys(r.body).length === 0) {
    return { status: r.prefs.returnRepresentation ? 200 : 204, body: r.prefs.returnRepresentation ? '[]' : undefined, headers: {} };
  }
  return finishWrite(tx, r, buildUpdate(table, r.body, r.query.filters, await writeOptions(tx, r, table)), 200);
}

async function execute(tx: Tx, r: RestRequest): Promise<RestResult> {
  refuseUnboundedFilters(r.query.filters);
  for (const embedded of r.query.embedded.values()) refuseUnboundedFilters(embedded.filters);
  if (r.method === 'PATCH' || r.method === 'DELETE') refuseUnfilteredWrite(r.method, r.query.filters);
  if (r.table.startsWith('rpc/')) {
    const { status, body } = await callFunction(tx, r.table.slice(4), r.body);
    return { status, body, headers: {} };
  }
  const table = requireTable(await findTable(tx, r.table), r.table);
  switch (r.method) {
    case 'GET':
    case 'HEAD':
      return readRows(tx, r, table);
    case 'POST':
      return insertRows(tx, r, table);
    case 'PATCH':
      return updateRows(tx, r, table);
    default:
      return finishWrite(tx, r, buildDelete(table, r.query.filters, await writeOptions(tx, r, table)), 200);
  }
}

/**
 * A write's body must be JSON (PostgREST also takes CSV and form bodies, which
 * nothing here sends and this backend does not parse: refused the same way,
 * and listed in the README). Without a type PostgREST reads JSON too.
 */
function checkBodyType(contentType: string | undefined): void {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!type || type === 'application/json') return;
  throw new ApiError(415, 'PGRST107', `None of these media types are available: ${type}`);
}

async function parseRequest(req: IncomingMessage, url: URL, subpath: string): Promise<RestRequest> {
  const method = req.method ?? 'GET';
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const reading = method === 'GET' || method === 'HEAD';
  checkProfile(header(req, reading ? 'accept-profile' : 'content-profile'));
  let table: string;
  try {
    table = decodeURIComponent(subpath);
  } catch {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (table.startsWith('rpc/') && method !== 'POST') {
    throw new ApiError(405, 'PGRST101', 'Cannot use the GET method on RPC here: call the function with POST');
  }
  if (table === '' || (table.includes('/') && !/^rpc\/[^/]+$/.test(table))) throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  const query = parseQuery(url.searchParams);
  const headerRange = reading ? parseRangeHeader(header(req, 'range')) : undefined;
  const range = { limit: query.limit ?? headerRange?.limit, offset: query.offset ?? headerRange?.offset };
  let body: unknown;
  if (method === 'POST' || method === 'PATCH') {
    checkBodyType(header(req, 'content-type'));
    try {
      body = parseJson(await readBody(req));
    } catch (err) {
      if (err instanceof BodyTooLargeError) throw new ApiError(413, 'PGRST413', 'Payload too large');
      throw invalidBody(err instanceof Error ? err.message : 'unparseable body');
    }
    if (body === undefined && !table.startsWith('rpc/')) throw invalidBody('The request body is empty');
  }
  return { method, table, query, prefs: parsePrefer(header(req, 'prefer')), accept: negotiate(header(req, 'accept')), range, body };
}

function send(res: ServerResponse, method: string, result: RestResult): void {
  if (method === 'HEAD' || result.body === undefined) {
    sendEmpty(res, result.status, result.headers);
    return;
  }
  sendRawJson(res, result.status, result.body, result.headers);
}

/** /rest/v1/<table>: the PostgREST subset that supabase-js uses. */
export async function handleRest(db: LocalDatabase, req: IncomingMessage, res: ServerResponse, url: URL, subpath: string): Promise<void> {
  const method = req.method ?? 'GET';
  const resolved = await resolveCaller(req);
  if (!resolved.ok) {
    req.resume();
    const err = authError(resolved.problem, resolved.message);
    if (err instanceof ApiError) sendJson(res, err.status, err, { 'WWW-Authenticate': 'Bearer' });
    else sendJson(res, err.status, err.body);
    return;
  }
  const caller: Caller = resolved.caller;
  try {
    const request = await parseRequest(req, url, subpath);
    const readOnly = method === 'GET' || method === 'HEAD';
    const result = await db.asRole(caller.role, caller.claims, { readOnly }, (tx) => execute(tx, request));
    send(res, method, result);
  } catch (err) {
    req.resume();
    const apiError = toApiError(err, caller.role === 'anon');
    if (method === 'HEAD') sendEmpty(res, apiError.status);
    else sendJson(res, apiError.status, apiError);
  }
}
