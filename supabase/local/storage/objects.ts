import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import { readObject, removeObject } from './files';
import { objectNotFound, StorageError } from './storage-error';

export interface StoredObject {
  bucket_id: string;
  name: string;
  id: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string; size?: number } | null;
  [column: string]: unknown;
}

export interface Download {
  object: StoredObject;
  bytes: Buffer;
}

/** Public buckets are served to anyone, without policies, as on Supabase. */
export async function readPublicObject(ctx: ServerContext, bucketId: string, name: string): Promise<Download> {
  const object = await ctx.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ o: StoredObject }>(
      `select to_jsonb(o) as o from storage.objects o join storage.buckets b on b.id = o.bucket_id
        where b.public and o.bucket_id = $1 and o.name = $2`,
      [bucketId, name],
    );
    return rows[0]?.o;
  });
  return withBytes(ctx, object);
}

/** Authenticated download: visible only when a SELECT policy lets the caller see the row. */
export async function readObjectAs(ctx: ServerContext, caller: Caller, bucketId: string, name: string): Promise<Download> {
  const object = await ctx.db.asRole(caller.role, caller.claims, { readOnly: true }, async (tx) => {
    const { rows } = await tx.query<{ o: StoredObject }>('select to_jsonb(o) as o from storage.objects o where o.bucket_id = $1 and o.name = $2', [
      bucketId,
      name,
    ]);
    return rows[0]?.o;
  });
  return withBytes(ctx, object);
}

async function withBytes(ctx: ServerContext, object: StoredObject | undefined): Promise<Download> {
  if (!object) throw objectNotFound();
  const bytes = await readObject(ctx.storageDir, object.bucket_id, object.name);
  if (!bytes) throw objectNotFound();
  return { object, bytes };
}

/** Deletes what the policies let the caller delete; answers the deleted rows. */
export async function removeObjects(ctx: ServerContext, caller: Caller, bucketId: string, names: string[]): Promise<StoredObject[]> {
  const removed = await ctx.db.asRole(caller.role, caller.claims, { readOnly: false }, async (tx) => {
    const { rows } = await tx.query<{ o: StoredObject }>(
      'delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[]) returning to_jsonb(o) as o',
      [bucketId, names],
    );
    return rows.map((r) => r.o);
  });
  for (const object of removed) await removeObject(ctx.storageDir, object.bucket_id, object.name);
  return removed;
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  descending: boolean;
  search: string;
}

type Entry = Record<string, unknown> & { name: string };

/** One level of the folder tree under the prefix, as storage.search answers it. */
export async function listObjects(ctx: ServerContext, caller: Caller, bucketId: string, options: ListOptions): Promise<Entry[]> {
  const prefix = options.prefix.replace(/^\/+|\/+$/g, '');
  const base = prefix === '' ? '' : `${prefix}/`;
  const rows = await ctx.db.asRole(caller.role, caller.claims, { readOnly: true }, async (tx) => {
    const result = await tx.query<{ o: StoredObject }>('select to_jsonb(o) as o from storage.objects o where o.bucket_id = $1 and starts_with(o.name, $2)', [
      bucketId,
      base,
    ]);
    return result.rows.map((r) => r.o);
  });
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  for (const object of rows) {
    const rest = object.name.slice(base.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      folders.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      files.push({
        name: rest,
        id: object.id,
        updated_at: object.updated_at,
        created_at: object.created_at,
        last_accessed_at: object.last_accessed_at,
        metadata: object.metadata,
      });
    }
  }
  const search = options.search.toLowerCase();
  const entries = [...folders.values(), ...files].filter((e) => search === '' || e.name.toLowerCase().includes(search));
  const key = (e: Entry): string => String(e[options.sortColumn] ?? e.name);
  entries.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (options.descending ? -1 : 1));
  return entries.slice(options.offset, options.offset + options.limit);
}

export function parseListBody(body: unknown): ListOptions {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new StorageError(400, 'invalid_request', 'body must be an object');
  }
  const b = body as Record<string, unknown>;
  const int = (value: unknown, fallback: number, max: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new StorageError(400, 'invalid_request', 'limit and offset must be non-negative integers');
    }
    return Math.min(value, max);
  };
  const sortBy = (typeof b.sortBy === 'object' && b.sortBy !== null ? b.sortBy : {}) as Record<string, unknown>;
  const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
    ? (sortBy.column as ListOptions['sortColumn'])
    : 'name';
  return {
    prefix: typeof b.prefix === 'string' ? b.prefix : '',
    limit: int(b.limit, 100, 1000),
    offset: int(b.offset, 0, 1_000_000),
    sortColumn: column,
    descending: String(sortBy.order).toLowerCase() === 'desc',
    search: typeof b.search === 'string' ? b.search : '',
  };
}
