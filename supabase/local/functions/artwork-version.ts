import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import type { Tx } from '../database';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { isApiRole, verifyJwt } from '../jwt';
import { readObjectAs, removeObjects } from '../storage/objects';
import { createSignedUploadUrl } from '../storage/signed-urls';
import { ARTWORK_BUCKET } from '../../functions/_shared/business-rules';
import { refusalOf, type ArtworkVersionDeps, type Refusal } from '../../functions/artwork-version/handler';

const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' }, token: LOCAL_SERVICE_ROLE_KEY };

/** The caller's verified claims, as the gateway and PostgREST take them; null for no or a bad token. */
async function callerClaims(authorization: string): Promise<Caller | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const verified = token ? await verifyJwt(token) : null;
  if (!token || !verified?.ok || !isApiRole(verified.claims.role)) return null;
  return { role: verified.claims.role, claims: verified.claims, token };
}

/** A database error as the deployed function sees PostgREST's: its SQLSTATE and message. */
function refusalOfError(err: unknown): Refusal {
  const e = err as { code?: string; message?: string };
  return refusalOf({ code: e.code, message: e.message ?? String(err) });
}

/**
 * The deployed function's dependencies on this backend: the same SQL as the
 * caller (their verified claims, so row-level security decides as PostgREST
 * would) or the service role, and this backend's own storage.
 */
export function localArtworkVersionDeps(ctx: ServerContext): ArtworkVersionDeps {
  const asCaller = async <T>(authorization: string, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    const caller = await callerClaims(authorization);
    if (!caller) throw Object.assign(new Error('permission denied'), { code: '42501' });
    return ctx.db.asRole(caller.role, caller.claims, { readOnly: false }, fn);
  };
  return {
    async beginUpload(authorization, upload) {
      try {
        const { rows } = await asCaller(authorization, (tx) =>
          tx.query<{ path: string }>('select public.begin_artwork_upload($1::uuid, $2::uuid, $3, $4, $5::date) as path', [
            upload.campaignId,
            upload.locationId,
            upload.contentType,
            upload.size,
            upload.appliesFrom,
          ]),
        );
        return { ok: true, value: rows[0]!.path };
      } catch (err) {
        return { ok: false, ...refusalOfError(err) };
      }
    },
    async fileForCheck(authorization, path) {
      try {
        const { rows } = await asCaller(authorization, (tx) =>
          tx.query<{ campaign_id: string; content_type: string; checked: boolean }>(
            'select campaign_id::text as campaign_id, content_type, checked from public.artwork_file_for_check($1)',
            [path],
          ),
        );
        const row = rows[0];
        return row && !row.checked ? { campaignId: row.campaign_id, contentType: row.content_type } : null;
      } catch {
        return null;
      }
    },
    async insertVersion(authorization, version) {
      try {
        const { rows } = await asCaller(authorization, (tx) =>
          tx.query<{ id: string; version: number }>(
            `insert into public.artwork_versions (campaign_id, storage_path, applies_from, replaces) values ($1::uuid, $2, $3::date, $4::uuid)
             returning id::text as id, version`,
            [version.campaignId, version.path, version.appliesFrom, version.replaces],
          ),
        );
        return { ok: true, value: rows[0]! };
      } catch (err) {
        return { ok: false, ...refusalOfError(err) };
      }
    },
    async recordCheck(path, check) {
      await ctx.db.asRole('service_role', SERVICE.claims, { readOnly: false }, (tx) =>
        tx.query('select public.record_artwork_check($1, $2, $3, $4, $5)', [path, check.contentType, check.width, check.height, check.bytes]),
      );
    },
    storage: {
      async createSignedUploadUrl(path) {
        const { url, token } = await createSignedUploadUrl(ctx, SERVICE, ARTWORK_BUCKET, path, false);
        return { signedUrl: new URL(`${ctx.baseUrl}/storage/v1${url}`).toString(), token, path };
      },
      async download(path) {
        try {
          return new Uint8Array((await readObjectAs(ctx, SERVICE, ARTWORK_BUCKET, path)).bytes);
        } catch {
          return null;
        }
      },
      async remove(path) {
        await removeObjects(ctx, SERVICE, ARTWORK_BUCKET, [path]);
      },
    },
    allowedOrigins: '*',
    logError: () => undefined,
  };
}
