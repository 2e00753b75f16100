import { randomUUID } from 'node:crypto';
import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { createSignedUploadUrl } from '../storage/signed-urls';
import { ARTWORK_BUCKET } from '../../functions/_shared/business-rules';
import { ARTWORK_RATE_LIMIT, type ArtworkUploadDeps } from '../../functions/create-artwork-upload/handler';

const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' }, token: LOCAL_SERVICE_ROLE_KEY };

/**
 * The deployed function's dependencies on this backend: the same database
 * function, called as the service role, and this backend's own storage API
 * making the signed upload URL as the service role (the answer shaped as
 * storage-js shapes hosted storage's).
 */
export function localArtworkUploadDeps(ctx: ServerContext): ArtworkUploadDeps {
  return {
    store: {
      async record(upload, clientAddress, rateLimit) {
        const { rows } = await ctx.db.asRole('service_role', SERVICE.claims, { readOnly: false }, (tx) =>
          tx.query<{ outcome: 'issued' | 'rate_limited' }>('select public.record_artwork_upload($1, $2, $3, $4, $5, $6) as outcome', [
            upload.path,
            upload.contentType,
            upload.size,
            clientAddress,
            rateLimit.max,
            rateLimit.windowSeconds,
          ]),
        );
        return rows[0]!.outcome;
      },
    },
    storage: {
      async createSignedUploadUrl(path) {
        const { url, token } = await createSignedUploadUrl(ctx, SERVICE, ARTWORK_BUCKET, path, false);
        return { signedUrl: new URL(`${ctx.baseUrl}/storage/v1${url}`).toString(), token, path };
      },
    },
    clock: { now: () => new Date() },
    newId: randomUUID,
    allowedOrigins: '*',
    rateLimit: ARTWORK_RATE_LIMIT,
    logError: () => undefined,
  };
}
