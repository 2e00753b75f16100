// The xibo-publishing job's deps on this backend: the deployed store over
// this database, the artwork files from this backend's storage, and the
// gateway made as the deployed function makes it, from the XIBO_URL,
// XIBO_CLIENT_ID and XIBO_CLIENT_SECRET secrets: here the Xibo stand-in
// mounted on this same server (supabase/local/xibo) and its application's
// client id and secret, while the stand-in is on (`npm run dev`, or a test
// through /__local/xibo/config); otherwise none, as without the secrets.
import type { ServerContext } from '../context';
import { LOCAL_XIBO_CLIENT_ID, LOCAL_XIBO_CLIENT_SECRET, LOCAL_XIBO_PATH } from '../xibo/keys';
import type { EnvReader } from '../../functions/_shared/function-secrets';
import { createXiboGateway, xiboSettingsFrom } from '../../functions/_shared/xibo-gateway';
import type { XiboPublishingDeps } from '../../functions/_shared/xibo-publishing';
import { createXiboStore } from '../../functions/_shared/xibo-store';
import { createLocalArtworkNoticeStore } from './artwork-notice-store';
import { localServiceRpc } from './service-rpc';

/** The function secrets of Xibo on this backend: the stand-in's, or none while it is off. */
export function localXiboSecrets(xibo: Pick<ServerContext['xibo'], 'configured' | 'apiUrl'>): EnvReader {
  const secrets: Record<string, string> = xibo.configured
    ? { XIBO_URL: `${xibo.apiUrl}${LOCAL_XIBO_PATH}`, XIBO_CLIENT_ID: LOCAL_XIBO_CLIENT_ID, XIBO_CLIENT_SECRET: LOCAL_XIBO_CLIENT_SECRET }
    : {};
  return { get: (name) => secrets[name] };
}

export function localXibo(ctx: ServerContext): XiboPublishingDeps {
  const settings = xiboSettingsFrom(localXiboSecrets(ctx.xibo));
  return {
    store: createXiboStore(localServiceRpc(ctx.db)),
    gateway: settings ? createXiboGateway(settings) : null,
    readArtwork: (path) => createLocalArtworkNoticeStore(ctx).readArtwork(path),
  };
}
