// Test controls of the Xibo stand-in, under /__local/xibo/ (service role only, as the others):
//   POST config  { configured?: boolean, displayGroupIds?: number[] }
//                  Xibo on or off for the functions (off by default and after a reset), and the CMS's display groups
//   POST fail    { times?: number, call?: 'library' | 'schedule' | 'edit' | 'delete', status?: number, message?: string, down?: boolean }
//                  the next `times` calls (of that kind, or any) answer Xibo's error (500 by default), or go unanswered
//   POST fail    { clear: true }   answers again
//   GET  state                     what it received, its media and events
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { parseJson, readBody, sendJson } from '../http-utils';
import type { XiboCallKind, XiboFailure } from './state';

const XIBO_CALL_KINDS: readonly XiboCallKind[] = ['library', 'schedule', 'edit', 'delete'];

async function fields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJson(await readBody(req, 4096));
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function failureOf(body: Record<string, unknown>): XiboFailure | null | undefined {
  if (body.clear === true) return null;
  const times = body.times ?? 1;
  const status = body.status ?? 500;
  const call = body.call === undefined || body.call === null ? null : XIBO_CALL_KINDS.find((kind) => kind === body.call);
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) return undefined;
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) return undefined;
  if (call === undefined) return undefined;
  const message = typeof body.message === 'string' ? body.message : 'Unexpected Error, please contact support.';
  return { times, status, call, message, down: body.down === true };
}

export async function handleXiboControl(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
  const state = ctx.xibo;
  if (req.method === 'GET' && action === 'state') {
    req.resume();
    return sendJson(res, 200, {
      configured: state.configured,
      received: state.received,
      tokenRequests: state.tokenRequests,
      media: [...state.media.values()],
      events: [...state.events.values()],
    });
  }
  if (req.method !== 'POST') {
    req.resume();
    return sendJson(res, 405, { message: 'Use POST' });
  }
  const body = await fields(req);
  if (action === 'config') {
    if (body.configured !== undefined) state.configured = body.configured === true;
    if (Array.isArray(body.displayGroupIds)) state.displayGroups = new Set(body.displayGroupIds.filter((id): id is number => Number.isInteger(id)));
    return sendJson(res, 200, { configured: state.configured, displayGroupIds: [...state.displayGroups] });
  }
  if (action === 'fail') {
    const failure = failureOf(body);
    if (failure === undefined) return sendJson(res, 400, { message: 'Send { times?, call?, status?, message?, down? } or { clear: true }' });
    state.failure = failure;
    return sendJson(res, 200, { failure });
  }
  return sendJson(res, 404, { message: `Unknown control /__local/xibo/${action}` });
}
