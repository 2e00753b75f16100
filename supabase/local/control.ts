import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveCaller } from './caller';
import type { ServerContext } from './context';
import { parseJson, readBody, sendJson } from './http-utils';
import { readOutbox } from './functions/outbox-mailer';

/** One field of a control's small JSON body, or undefined. */
async function readField(req: IncomingMessage, field: string): Promise<unknown> {
  try {
    return (parseJson(await readBody(req, 4096)) as Record<string, unknown> | undefined)?.[field];
  } catch {
    return undefined;
  }
}

const readMode = (req: IncomingMessage): Promise<unknown> => readField(req, 'mode');

/** /__local/*: test-only controls, for the service role only. */
export async function handleControl(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, subpath: string): Promise<void> {
  const caller = await resolveCaller(req);
  if (!caller.ok || caller.caller.role !== 'service_role') {
    req.resume();
    return sendJson(res, 401, { message: 'The local backend controls need the service-role key' });
  }
  const method = req.method ?? 'GET';
  if (method === 'POST' && subpath === 'reset') {
    req.resume();
    await ctx.reset();
    return sendJson(res, 200, { ok: true });
  }
  if (method === 'GET' && subpath === 'outbox') {
    return sendJson(res, 200, await readOutbox(ctx.outboxDir));
  }
  if (method === 'POST' && subpath === 'mailer') {
    const mode = await readMode(req);
    if (mode !== 'ok' && mode !== 'fail') return sendJson(res, 400, { message: 'mode must be "ok" or "fail"' });
    ctx.mailer.mode = mode;
    return sendJson(res, 200, { mode });
  }
  if (method === 'GET' && subpath === 'build-hook') {
    return sendJson(res, 200, ctx.buildHook);
  }
  if (method === 'POST' && subpath === 'build-hook') {
    const mode = await readMode(req);
    if (mode !== 'off' && mode !== 'record' && mode !== 'fail') return sendJson(res, 400, { message: 'mode must be "off", "record" or "fail"' });
    ctx.buildHook.mode = mode;
    return sendJson(res, 200, ctx.buildHook);
  }
  if (method === 'POST' && subpath === 'storage-settings') {
    const seconds = await readField(req, 'signedUploadExpiresIn');
    if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1) {
      return sendJson(res, 400, { message: 'signedUploadExpiresIn must be a whole number of seconds, at least 1' });
    }
    ctx.storageSettings.signedUploadExpiresIn = seconds;
    return sendJson(res, 200, ctx.storageSettings);
  }
  req.resume();
  return sendJson(res, 404, { message: `Unknown control ${method} /__local/${subpath}` });
}
