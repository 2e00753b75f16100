// The one module that talks to the boards' Xibo CMS: an OAuth2
// client-credentials token (POST /api/authorize/access_token), a file added
// to the library (POST /api/library, multipart, field `files`), a media event
// scheduled on a display group (POST /api/schedule, form-encoded,
// eventTypeId 7), an event's dates edited (PUT /api/schedule/{eventId}, the
// same form: Xibo's edit sets every field again) and an event deleted
// (DELETE /api/schedule/{eventId}), as
// Xibo's own API description (web/swagger.json) names them. Everything else
// talks to this, never to Xibo. Deployed, XIBO_URL is the CMS's address; on
// our machines it is the local stand-in (supabase/local/xibo), which answers
// the same calls with Xibo's shapes. Plain fetch, so Deno and Node run the
// same code.

import { BOOKING_TIME_ZONE } from './booking-cycles.ts';
import type { EnvReader } from './function-secrets.ts';

export interface XiboSettings {
  /** The CMS's address, without /api (e.g. https://cms.example.com). */
  url: string;
  clientId: string;
  clientSecret: string;
}

export const XIBO_SECRETS = ['XIBO_URL', 'XIBO_CLIENT_ID', 'XIBO_CLIENT_SECRET'] as const;

/** The Xibo settings of the function secrets, or null unless all three are set (artwork is then not published). */
export function xiboSettingsFrom(env: EnvReader): XiboSettings | null {
  const url = env.get('XIBO_URL')?.trim();
  const clientId = env.get('XIBO_CLIENT_ID')?.trim();
  const clientSecret = env.get('XIBO_CLIENT_SECRET')?.trim();
  if (!url || !clientId || !clientSecret) return null;
  return { url: url.replace(/\/+$/, ''), clientId, clientSecret };
}

/** Xibo's event type of a file from the library shown full screen (Schedule::$MEDIA_EVENT). */
export const XIBO_MEDIA_EVENT = 7;
/** Xibo refuses an event name longer than this. */
export const XIBO_EVENT_NAME_MAX = 50;

/** A call Xibo refused or did not answer; status null when no HTTP answer came. */
export class XiboError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'XiboError';
  }
}

export interface XiboUpload {
  /** The library's name for it. */
  name: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface XiboMediaEvent {
  mediaId: number;
  displayGroupId: number;
  from: Date;
  to: Date;
  name: string;
}

export interface XiboGateway {
  uploadMedia(file: XiboUpload): Promise<{ mediaId: number }>;
  scheduleMedia(event: XiboMediaEvent): Promise<{ eventId: number }>;
  /** The event as a whole again (new dates); 'gone' when Xibo no longer has it. */
  editEvent(eventId: number, event: XiboMediaEvent): Promise<'edited' | 'gone'>;
  /** 'gone' when Xibo no longer has the event (deleted there meanwhile). */
  deleteEvent(eventId: number): Promise<'deleted' | 'gone'>;
}

export function xiboApiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/api${path}`;
}

/** The library's file name of a version: `{reference}-v{n}.{ext}`. */
export function artworkFileName(reference: string, version: number, contentType: string): string {
  return `${reference}-v${version}.${contentType === 'image/jpeg' ? 'jpg' : 'png'}`;
}

/** Xibo's API reads dates as Y-m-d H:i:s in the CMS's time zone: the boards' (Toronto). */
export function xiboDateTime(at: Date, timeZone: string = BOOKING_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function tokenRequestBody(settings: Pick<XiboSettings, 'clientId' | 'clientSecret'>): URLSearchParams {
  return new URLSearchParams({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret });
}

export function libraryUploadForm(file: XiboUpload): FormData {
  const form = new FormData();
  form.append('name', file.name);
  form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.fileName);
  return form;
}

/** A media event on one display group, from `from` to `to`, at normal priority. */
export function scheduleForm(event: XiboMediaEvent): URLSearchParams {
  const form = new URLSearchParams();
  form.append('eventTypeId', String(XIBO_MEDIA_EVENT));
  form.append('mediaId', String(event.mediaId));
  form.append('displayGroupIds[]', String(event.displayGroupId));
  form.append('fromDt', xiboDateTime(event.from));
  form.append('toDt', xiboDateTime(event.to));
  form.append('displayOrder', '0');
  form.append('isPriority', '0');
  form.append('name', event.name.slice(0, XIBO_EVENT_NAME_MAX));
  return form;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Xibo's refusal in words: its own errors are { error: <status>, message,
 * property? }, the OAuth server's { error: <code>, error_description, hint? }.
 */
export function xiboErrorText(status: number, body: unknown): string {
  if (isRecord(body)) {
    const message = typeof body.message === 'string' ? body.message : typeof body.error_description === 'string' ? body.error_description : null;
    const detail = typeof body.property === 'string' ? ` (${body.property})` : typeof body.hint === 'string' && body.hint ? ` (${body.hint})` : '';
    if (message) return `Xibo answered ${status}: ${message}${detail}`;
  }
  return `Xibo answered ${status}`;
}

/** The mediaId of an upload's answer; the library reports a refused file inside a 200 ({ files: [{ error }] }). */
export function uploadedMediaId(body: unknown): number {
  const file = isRecord(body) && Array.isArray(body.files) ? body.files[0] : undefined;
  if (!isRecord(file)) throw new XiboError('Xibo answered the upload without a file', 200);
  if (typeof file.error === 'string' && file.error) throw new XiboError(`Xibo refused the file: ${file.error}`, 200);
  if (typeof file.mediaId !== 'number' || !Number.isInteger(file.mediaId) || file.mediaId <= 0)
    throw new XiboError('Xibo answered the upload without a mediaId', 200);
  return file.mediaId;
}

/** The eventId of a schedule's answer (201, { id, data }). */
export function scheduledEventId(body: unknown): number {
  const id = isRecord(body) ? (body.id ?? (isRecord(body.data) ? body.data.eventId : undefined)) : undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw new XiboError('Xibo answered the schedule without an event id', 201);
  return id;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A token is taken again this long before Xibo says it ends. */
const TOKEN_MARGIN_MS = 60_000;

export function createXiboGateway(settings: XiboSettings, fetchFn: Fetch = (input, init) => fetch(input, init)): XiboGateway {
  let token: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchFn(xiboApiUrl(settings.url, path), init);
    } catch (err) {
      throw new XiboError(`Xibo did not answer: ${err instanceof Error ? err.message : String(err)}`, null);
    }
  }

  async function refused(res: Response): Promise<XiboError> {
    const body: unknown = await res.json().catch(() => null);
    return new XiboError(xiboErrorText(res.status, body), res.status);
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await send('/authorize/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: tokenRequestBody(settings),
    });
    if (!res.ok) throw await refused(res);
    const body: unknown = await res.json().catch(() => null);
    if (!isRecord(body) || typeof body.access_token !== 'string') throw new XiboError('Xibo answered the token request without a token', res.status);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    token = { value: body.access_token, until: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function call(path: string, init: RequestInit): Promise<Response> {
    const headers = { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${await accessToken()}`, accept: 'application/json' };
    const res = await send(path, { ...init, headers });
    // A token Xibo no longer takes (revoked, or its clock ahead): the next call asks for a new one.
    if (res.status === 401) token = null;
    return res;
  }

  return {
    async uploadMedia(file) {
      const res = await call('/library', { method: 'POST', body: libraryUploadForm(file) });
      if (!res.ok) throw await refused(res);
      return { mediaId: uploadedMediaId(await res.json().catch(() => null)) };
    },
    async scheduleMedia(event) {
      const res = await call('/schedule', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: scheduleForm(event),
      });
      if (!res.ok) throw await refused(res);
      return { eventId: scheduledEventId(await res.json().catch(() => null)) };
    },
    async editEvent(eventId, event) {
      const res = await call(`/schedule/${eventId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: scheduleForm(event),
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return 'gone';
      }
      if (!res.ok) throw await refused(res);
      await res.body?.cancel();
      return 'edited';
    },
    async deleteEvent(eventId) {
      const res = await call(`/schedule/${eventId}`, { method: 'DELETE' });
      if (res.status === 404) {
        await res.body?.cancel();
        return 'gone';
      }
      if (!res.ok) throw await refused(res);
      await res.body?.cancel();
      return 'deleted';
    },
  };
}
