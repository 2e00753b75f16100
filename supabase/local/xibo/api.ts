// The calls of Xibo's CMS API this site makes, answered as Xibo answers them
// (its web/swagger.json, lib/Controller/Library.php and Schedule.php, and the
// OAuth server it runs), under /xibo/api:
//   POST   /api/authorize/access_token   grant_type=client_credentials, client_id, client_secret
//   POST   /api/library                  multipart: files (the file), name; answers 200 { files: [ ... ] },
//                                        a refused file as { files: [{ error }] } still with 200
//   POST   /api/schedule                 form: eventTypeId, mediaId, displayGroupIds[], fromDt, toDt
//                                        (Y-m-d H:i:s), displayOrder, isPriority, name; answers 201 { id, data }
//   PUT    /api/schedule/{eventId}       the same form, every field set again (Schedule::edit); answers 200 { id, data },
//                                        404 for an event it does not have
//   DELETE /api/schedule/{eventId}       answers 204
// Without a valid Bearer token: 401 with the OAuth server's access_denied.
// Xibo's errors: { error: <status>, message, property, help } (422 for an
// invalid argument, 404 for what does not exist). Every call is kept in
// state.received for tests; /__local/xibo/fail makes the next ones fail.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context';
import { bearerToken, header, readBody, sendEmpty, sendJson } from '../http-utils';
import { LOCAL_XIBO_CLIENT_ID, LOCAL_XIBO_CLIENT_SECRET, LOCAL_XIBO_PATH } from './keys';
import type { LocalXiboState, XiboCallKind, XiboEvent, XiboReceivedCall } from './state';

/** Xibo's Schedule::$MEDIA_EVENT; the other types are not scheduled by this site. */
const MEDIA_EVENT = 7;
const KNOWN_EVENT_TYPES = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
/** What the CMS's image module takes (the library refuses other extensions). */
const IMAGE_EXTENSIONS = /\.(jpg|jpeg|png|bmp|gif|webp|svg)$/i;
const TOKEN_SECONDS = 3600;

type Fields = Record<string, string[]>;
interface ParsedForm {
  fields: Fields;
  file: { name: string; type: string; bytes: Uint8Array } | null;
}

/** Xibo's own error body (GeneralException::generateHttpResponse). */
function xiboError(res: ServerResponse, status: number, message: string, property: string | null = null): void {
  sendJson(res, status, { error: status, message, property, help: null });
}

const OAUTH_DENIED = 'The resource owner or authorization server denied the request.';

async function parseForm(req: IncomingMessage): Promise<ParsedForm> {
  const body = await readBody(req);
  const contentType = header(req, 'content-type') ?? '';
  const fields: Fields = {};
  let file: ParsedForm['file'] = null;
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType) || body.length === 0) return { fields, file };
  const form = await new Request('http://stand-in.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) })
    .formData()
    .catch(() => null);
  if (!form) return { fields, file };
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') (fields[key] ??= []).push(value);
    else if (key === 'files' && !file) file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { fields, file };
}

const one = (fields: Fields, key: string): string | undefined => fields[key]?.[0];

/** The sanitizer's getInt: a whole number, or undefined when absent or not one. */
function int(fields: Fields, key: string): number | undefined {
  const value = one(fields, key);
  return value !== undefined && /^-?\d+$/.test(value.trim()) ? Number(value) : undefined;
}

/** The sanitizer's getDate with its default format, Y-m-d H:i:s; the time as if the CMS's zone were UTC (only order matters here). */
function date(value: string | undefined): number | null | 'invalid' {
  if (value === undefined || value === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!m) return 'invalid';
  const at = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Number.isNaN(at) ? 'invalid' : at / 1000;
}

function accessToken(ctx: ServerContext, res: ServerResponse, fields: Fields): void {
  const state = ctx.xibo;
  state.tokenRequests += 1;
  if (one(fields, 'grant_type') !== 'client_credentials') {
    return sendJson(res, 400, {
      error: 'unsupported_grant_type',
      error_description: 'The authorization grant type is not supported by the authorization server.',
      hint: 'Check that all required parameters have been provided',
      message: 'The authorization grant type is not supported by the authorization server.',
    });
  }
  if (one(fields, 'client_id') !== LOCAL_XIBO_CLIENT_ID || one(fields, 'client_secret') !== LOCAL_XIBO_CLIENT_SECRET) {
    return sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed', message: 'Client authentication failed' });
  }
  const token = randomBytes(24).toString('base64url');
  state.tokens.add(token);
  sendJson(res, 200, { token_type: 'Bearer', expires_in: TOKEN_SECONDS, access_token: token });
}

function addMedia(state: LocalXiboState, form: ParsedForm): Record<string, unknown> {
  const { file } = form;
  if (!file) return { error: 'No file was uploaded' };
  const described = { name: file.name, size: file.bytes.length, type: file.type };
  if (!IMAGE_EXTENSIONS.test(file.name)) return { ...described, error: 'Filetype not allowed' };
  const mediaId = state.nextMediaId++;
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const name = one(form.fields, 'name')?.trim() || file.name;
  const media = {
    mediaId,
    name,
    fileName: file.name,
    storedAs: `${mediaId}.${extension}`,
    fileSize: file.bytes.length,
    md5: createHash('md5').update(file.bytes).digest('hex'),
    mediaType: 'image',
  };
  state.media.set(mediaId, media);
  return {
    ...described,
    name,
    mediaId,
    storedas: media.storedAs,
    duration: 10,
    retired: 0,
    fileSize: media.fileSize,
    md5: media.md5,
    enableStat: 'Inherit',
    width: null,
    height: null,
    mediaType: media.mediaType,
    fileName: file.name,
  };
}

type Refusal = { status: number; message: string; property: string | null };

/**
 * Schedule::add or Schedule::edit, then Schedule::validate, for the fields this
 * site sends, in Xibo's order; answers the event's fields or Xibo's error.
 */
function eventFields(state: LocalXiboState, fields: Fields): Omit<XiboEvent, 'eventId'> | Refusal {
  const eventTypeId = int(fields, 'eventTypeId');
  const displayOrder = int(fields, 'displayOrder') ?? 0;
  const isPriority = int(fields, 'isPriority') ?? 0;
  const name = one(fields, 'name') ?? null;
  let mediaId = 0;
  if (eventTypeId === MEDIA_EVENT) {
    mediaId = int(fields, 'mediaId') ?? 0;
    if (!mediaId) return { status: 422, message: 'MediaId is required when scheduling media events.', property: null };
    if (!state.media.has(mediaId)) return { status: 404, message: 'Not Found', property: null };
  }
  const displayGroupIds = (fields['displayGroupIds[]'] ?? fields.displayGroupIds ?? []).map((v) => Number(v));
  for (const id of displayGroupIds) {
    if (!Number.isInteger(id) || !state.displayGroups.has(id)) return { status: 404, message: 'Not Found', property: null };
  }
  const fromDt = date(one(fields, 'fromDt'));
  const toDt = date(one(fields, 'toDt'));
  if (fromDt === 'invalid') return { status: 422, message: 'Invalid Argument fromDt', property: 'fromDt' };
  if (toDt === 'invalid') return { status: 422, message: 'Invalid Argument toDt', property: 'toDt' };
  if (fromDt === null) return { status: 422, message: 'Please enter a from date', property: 'fromDt' };
  if (displayGroupIds.length === 0) return { status: 422, message: 'No display groups selected', property: 'displayGroups' };
  if (name !== null && name.length > 50) return { status: 422, message: 'Name cannot be longer than 50 characters.', property: 'name' };
  if (eventTypeId === undefined || !KNOWN_EVENT_TYPES.has(eventTypeId))
    return { status: 422, message: 'Please select the Event Type', property: 'eventTypeId' };
  if (eventTypeId !== MEDIA_EVENT) return { status: 422, message: 'Only media events are scheduled by this stand-in', property: 'eventTypeId' };
  if (toDt === null || toDt <= fromDt) return { status: 422, message: 'Can not have an end time earlier than your start time', property: 'start/end' };
  if (displayOrder < 0) return { status: 422, message: 'Display Order must be 0 or a positive number', property: 'displayOrder' };
  // Xibo makes a full-screen layout for the media; its campaign is what the event plays.
  return { eventTypeId, mediaId, campaignId: 1000 + mediaId, displayGroupIds, fromDt, toDt, displayOrder, isPriority, name };
}

function addEvent(state: LocalXiboState, fields: Fields): XiboEvent | Refusal {
  const valid = eventFields(state, fields);
  if ('status' in valid) return valid;
  const event: XiboEvent = { eventId: state.nextEventId++, ...valid };
  state.events.set(event.eventId, event);
  return event;
}

/** Schedule::edit: the event must exist (404 before anything is read), then every field is set again. */
function editEvent(state: LocalXiboState, eventId: number, fields: Fields): XiboEvent | Refusal {
  if (!state.events.has(eventId)) return { status: 404, message: 'Not Found', property: null };
  const valid = eventFields(state, fields);
  if ('status' in valid) return valid;
  const event: XiboEvent = { eventId, ...valid };
  state.events.set(eventId, event);
  return event;
}

function eventBody(event: XiboEvent): Record<string, unknown> {
  return {
    eventId: event.eventId,
    eventTypeId: event.eventTypeId,
    campaignId: event.campaignId,
    commandId: null,
    displayGroups: event.displayGroupIds.map((displayGroupId) => ({ displayGroupId })),
    userId: 1,
    fromDt: event.fromDt,
    toDt: event.toDt,
    isPriority: event.isPriority,
    displayOrder: event.displayOrder,
    recurrenceType: null,
    dayPartId: 1,
    isAlways: 0,
    isCustom: 1,
    name: event.name,
  };
}

function kindOf(method: string, path: string): XiboCallKind | null {
  if (method === 'POST' && path === '/library') return 'library';
  if (method === 'POST' && path === '/schedule') return 'schedule';
  if (method === 'PUT' && /^\/schedule\/\d+$/.test(path)) return 'edit';
  if (method === 'DELETE' && /^\/schedule\/\d+$/.test(path)) return 'delete';
  return null;
}

export async function handleXiboApi(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const state = ctx.xibo;
  const path = pathname.slice(`${LOCAL_XIBO_PATH}/api`.length) || '/';
  const method = req.method ?? 'GET';
  const form = await parseForm(req);
  if (method === 'POST' && path === '/authorize/access_token') return accessToken(ctx, res, form.fields);

  const token = bearerToken(req);
  if (!token || !state.tokens.has(token)) {
    return sendJson(res, 401, {
      error: 'access_denied',
      error_description: OAUTH_DENIED,
      hint: token ? 'Access token could not be verified' : 'Missing "Authorization" header',
      message: OAUTH_DENIED,
    });
  }

  const kind = kindOf(method, path);
  const received: XiboReceivedCall = {
    method,
    path,
    status: 0,
    fields: form.fields,
    file: form.file ? { name: form.file.name, type: form.file.type, size: form.file.bytes.length } : null,
  };
  const answer = (status: number) => {
    received.status = status;
    state.received.push(received);
  };

  const failure = state.failure;
  if (failure && kind && (failure.call === null || failure.call === kind)) {
    failure.times -= 1;
    if (failure.times <= 0) state.failure = null;
    if (failure.down) {
      answer(0);
      req.socket.destroy();
      return;
    }
    answer(failure.status);
    return xiboError(res, failure.status, failure.message);
  }

  if (kind === 'library') {
    answer(200);
    return sendJson(res, 200, { files: [addMedia(state, form)] });
  }
  if (kind === 'schedule') {
    const event = addEvent(state, form.fields);
    if ('status' in event) {
      answer(event.status);
      return xiboError(res, event.status, event.message, event.property);
    }
    answer(201);
    return sendJson(res, 201, { id: event.eventId, data: eventBody(event) });
  }
  if (kind === 'edit') {
    const event = editEvent(state, Number(path.split('/').pop()), form.fields);
    if ('status' in event) {
      answer(event.status);
      return xiboError(res, event.status, event.message, event.property);
    }
    answer(200);
    return sendJson(res, 200, { id: event.eventId, data: eventBody(event) });
  }
  if (kind === 'delete') {
    const eventId = Number(path.split('/').pop());
    if (!state.events.delete(eventId)) {
      answer(404);
      return xiboError(res, 404, 'Not Found');
    }
    answer(204);
    return sendEmpty(res, 204);
  }
  // Slim's own answer to a route the CMS does not have (HttpNotFoundException through the JSON error handler).
  return sendJson(res, 404, {
    success: false,
    error: 404,
    message: '404 Not Found',
    help: 'The requested resource could not be found. Please verify the URI and try again.',
  });
}
