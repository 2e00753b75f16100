// The xibo-publishing job's deps on this backend: the deployed store over
// this database, the artwork files from this backend's storage, and the
// gateway pointed at the Xibo stand-in mounted on this same server
// (supabase/local/xibo) with its application's client id and secret, while a
// test or `npm run dev` turned it on (/__local/xibo/config); otherwise none,
// as without XIBO_URL.
import type { ServerContext } from '../context';
import { LOCAL_XIBO_CLIENT_ID, LOCAL_XIBO_CLIENT_SECRET, LOCAL_XIBO_PATH } from '../xibo/keys';
import { createXiboGateway } from '../../functions/_shared/xibo-gateway';
import type { XiboPublishingDeps } from '../../functions/_shared/xibo-publishing';
import { createXiboStore } from '../../functions/_shared/xibo-store';
import { createLocalArtworkNoticeStore } from './artwork-notice-store';
import { localServiceRpc } from './service-rpc';

export function localXibo(ctx: ServerContext): XiboPublishingDeps {
  return {
    store: createXiboStore(localServiceRpc(ctx.db)),
    gateway: ctx.xibo.configured
      ? createXiboGateway({ url: `${ctx.xibo.apiUrl}${LOCAL_XIBO_PATH}`, clientId: LOCAL_XIBO_CLIENT_ID, clientSecret: LOCAL_XIBO_CLIENT_SECRET })
      : null,
    readArtwork: (path) => createLocalArtworkNoticeStore(ctx).readArtwork(path),
  };
}
