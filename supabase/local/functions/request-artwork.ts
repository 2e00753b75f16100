import type { Caller } from '../caller';
import type { ServerContext } from '../context';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { readObjectAs, removeObjects } from '../storage/objects';
import { ARTWORK_BUCKET } from '../../functions/_shared/business-rules';
import type { RequestArtworkDeps } from '../../functions/_shared/request-artwork';

const SERVICE: Caller = { role: 'service_role', claims: { role: 'service_role' }, token: LOCAL_SERVICE_ROLE_KEY };

/** The deployed request artwork's deps on this backend: the same SQL as the service role, and this backend's own storage. */
export function localRequestArtwork(ctx: ServerContext): RequestArtworkDeps {
  const asService = <T>(sql: string, params: unknown[]) => ctx.db.asRole('service_role', SERVICE.claims, { readOnly: false }, (tx) => tx.query<T>(sql, params));
  return {
    async upload(path) {
      const { rows } = await asService<{ content_type: string; checked: boolean }>('select content_type, checked from public.request_artwork_upload($1)', [
        path,
      ]);
      const row = rows[0];
      return row ? { contentType: row.content_type, checked: row.checked } : null;
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
    async recordCheck(path, check) {
      await asService('select public.record_request_artwork_check($1, $2, $3, $4, $5)', [path, check.contentType, check.width, check.height, check.bytes]);
    },
  };
}
