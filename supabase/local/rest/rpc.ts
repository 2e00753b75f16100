// POST /rest/v1/rpc/<function>: PostgREST's call of a function in the exposed
// schema with named arguments from a JSON object. The function and its
// argument names and types come from the catalog; the client's values are
// bound parameters. EXECUTE grants and the function's own SECURITY settings
// decide who may call it, as on Supabase.
import type { Tx } from '../database';
import { ApiError } from './api-error';
import { EXPOSED_SCHEMA } from './catalog';

interface FunctionInfo {
  args: Map<string, string>;
  returnsSet: boolean;
  /** A table or composite result: rows of objects, not bare values. */
  returnsRows: boolean;
}

async function findFunction(tx: Tx, name: string): Promise<FunctionInfo | undefined> {
  const { rows } = await tx.query<{ names: string[] | null; types: string[] | null; modes: string[] | null; retset: boolean; composite: boolean }>(
    `select p.proargnames as names,
            array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) as t) as types,
            p.proargmodes::text[] as modes,
            p.proretset as retset,
            (p.proargmodes is not null and 't' = any(p.proargmodes)) or t.typtype = 'c' as composite
     from pg_proc as p
     join pg_namespace as n on n.oid = p.pronamespace
     join pg_type as t on t.oid = p.prorettype
     where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
    [EXPOSED_SCHEMA, name],
  );
  // Overloads are not supported here (PostgREST picks by argument names; this site has none).
  if (rows.length !== 1) return undefined;
  const [fn] = rows;
  const args = new Map<string, string>();
  (fn!.names ?? []).forEach((argName, i) => {
    const mode = fn!.modes?.[i] ?? 'i';
    if (argName && (mode === 'i' || mode === 'b')) args.set(argName, fn!.types![i]!);
  });
  return { args, returnsSet: fn!.retset, returnsRows: fn!.composite };
}

export async function callFunction(tx: Tx, name: string, body: unknown): Promise<{ status: number; body: string }> {
  const given = body === undefined ? {} : body;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'Expected a JSON object of named arguments');
  }
  const fn = await findFunction(tx, name);
  const names = Object.keys(given);
  if (!fn || names.some((n) => !fn.args.has(n))) {
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${EXPOSED_SCHEMA}.${name}(${names.join(', ')}) in the schema cache`,
      'Searched for the function with the given argument names, but no matches were found in the schema cache.',
    );
  }
  // An object is JSON; an array is JSON too when the argument is json or jsonb
  // (PostgREST passes the document as it came), else a Postgres array.
  const values = names.map((n) => {
    const v = (given as Record<string, unknown>)[n];
    const json = /^jsonb?$/.test(fn.args.get(n) ?? '');
    return v !== null && typeof v === 'object' && (json || !Array.isArray(v)) ? JSON.stringify(v) : v;
  });
  // Names and types are the catalog's, quoted; the values are parameters.
  const call = `${EXPOSED_SCHEMA}.${quoteIdent(name)}(${names.map((n, i) => `${quoteIdent(n)} => $${i + 1}::${fn.args.get(n)}`).join(', ')})`;
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(r), '[]')::text as body from ${call} as r`
    : fn.returnsRows
      ? `select row_to_json(r)::text as body from ${call} as r`
      : `select to_json(${call})::text as body`;
  const { rows } = await tx.query<{ body: string | null }>(sql, values);
  return { status: 200, body: rows[0]?.body ?? 'null' };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
