import { describe, expect, it } from 'vitest';
import {
  artworkFileName,
  createXiboGateway,
  libraryUploadForm,
  scheduleForm,
  scheduledEventId,
  tokenRequestBody,
  uploadedMediaId,
  xiboDateTime,
  xiboErrorText,
  xiboSettingsFrom,
  XiboError,
} from './xibo-gateway';

const SETTINGS = { url: 'https://cms.example.com', clientId: 'client', clientSecret: 'secret' };

describe('building Xibo requests', () => {
  it('reads the settings only when the address and both client values are set, without a trailing slash', () => {
    const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });
    expect(xiboSettingsFrom(env({ XIBO_URL: 'https://cms.example.com/', XIBO_CLIENT_ID: 'a', XIBO_CLIENT_SECRET: 'b' }))).toEqual({
      url: 'https://cms.example.com',
      clientId: 'a',
      clientSecret: 'b',
    });
    expect(xiboSettingsFrom(env({ XIBO_URL: 'https://cms.example.com', XIBO_CLIENT_ID: 'a' }))).toBeNull();
    expect(xiboSettingsFrom(env({}))).toBeNull();
  });

  it('names the library file after the campaign’s reference and the version', () => {
    expect(artworkFileName('LDB-2026-0042', 3, 'image/png')).toBe('LDB-2026-0042-v3.png');
    expect(artworkFileName('LDB-2026-0042', 1, 'image/jpeg')).toBe('LDB-2026-0042-v1.jpg');
  });

  it('writes dates as Xibo reads them, Y-m-d H:i:s in Toronto time, summer and winter', () => {
    expect(xiboDateTime(new Date('2027-01-04T05:00:00Z'))).toBe('2027-01-04 00:00:00');
    expect(xiboDateTime(new Date('2027-07-05T16:30:15Z'))).toBe('2027-07-05 12:30:15');
  });

  it('asks for a client-credentials token with the application’s id and secret', () => {
    expect(Object.fromEntries(tokenRequestBody(SETTINGS))).toEqual({ grant_type: 'client_credentials', client_id: 'client', client_secret: 'secret' });
  });

  it('uploads the file as the library’s `files` field with its name', async () => {
    const form = libraryUploadForm({ name: 'LDB-1-v1.png', fileName: 'LDB-1-v1.png', contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) });
    expect(form.get('name')).toBe('LDB-1-v1.png');
    const file = form.get('files') as File;
    expect(file.name).toBe('LDB-1-v1.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('schedules a media event on one display group, at normal priority, its name cut to Xibo’s 50 characters', () => {
    const form = scheduleForm({
      mediaId: 12,
      displayGroupId: 7,
      from: new Date('2027-01-04T05:00:00Z'),
      to: new Date('2027-02-01T05:00:00Z'),
      name: 'x'.repeat(60),
    });
    expect([...form.entries()]).toEqual([
      ['eventTypeId', '7'],
      ['mediaId', '12'],
      ['displayGroupIds[]', '7'],
      ['fromDt', '2027-01-04 00:00:00'],
      ['toDt', '2027-02-01 00:00:00'],
      ['displayOrder', '0'],
      ['isPriority', '0'],
      ['name', 'x'.repeat(50)],
    ]);
  });
});

describe('reading Xibo’s answers', () => {
  it('words Xibo’s own errors and the OAuth server’s', () => {
    expect(xiboErrorText(422, { error: 422, message: 'Please enter a from date', property: 'fromDt', help: null })).toBe(
      'Xibo answered 422: Please enter a from date (fromDt)',
    );
    expect(xiboErrorText(401, { error: 'access_denied', error_description: 'Denied.', hint: 'Missing "Authorization" header' })).toBe(
      'Xibo answered 401: Denied. (Missing "Authorization" header)',
    );
    expect(xiboErrorText(502, null)).toBe('Xibo answered 502');
  });

  it('takes a refused file inside the library’s 200 for a failure', () => {
    expect(uploadedMediaId({ files: [{ name: 'a.png', mediaId: 5 }] })).toBe(5);
    expect(() => uploadedMediaId({ files: [{ name: 'a.txt', error: 'Filetype not allowed' }] })).toThrow('Xibo refused the file: Filetype not allowed');
    expect(() => uploadedMediaId({})).toThrow(XiboError);
  });

  it('reads the event id of a schedule’s 201', () => {
    expect(scheduledEventId({ id: 9, data: { eventId: 9 } })).toBe(9);
    expect(() => scheduledEventId({ data: {} })).toThrow(XiboError);
  });
});

describe('the gateway', () => {
  function fakeXibo(answers: Record<string, () => Response>) {
    const seen: { url: string; method: string; authorization: string | null }[] = [];
    const fetchFn = (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      seen.push({ url, method, authorization: new Headers(init?.headers).get('authorization') });
      const answer = answers[`${method} ${new URL(url).pathname}`];
      return Promise.resolve(answer ? answer() : new Response('{}', { status: 404 }));
    };
    return { seen, fetchFn };
  }
  const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('takes one token for its calls and sends it as a Bearer token to /api', async () => {
    const { seen, fetchFn } = fakeXibo({
      'POST /api/authorize/access_token': json(200, { token_type: 'Bearer', expires_in: 3600, access_token: 't1' }),
      'POST /api/library': json(200, { files: [{ mediaId: 4 }] }),
      'POST /api/schedule': json(201, { id: 8, data: { eventId: 8 } }),
      'PUT /api/schedule/8': json(200, { id: 8, data: { eventId: 8 } }),
      'DELETE /api/schedule/8': () => new Response(null, { status: 204 }),
    });
    const gateway = createXiboGateway(SETTINGS, fetchFn);
    expect(await gateway.uploadMedia({ name: 'a.png', fileName: 'a.png', contentType: 'image/png', bytes: new Uint8Array([1]) })).toEqual({ mediaId: 4 });
    expect(await gateway.scheduleMedia({ mediaId: 4, displayGroupId: 2, from: new Date(0), to: new Date(86_400_000), name: 'a.png' })).toEqual({ eventId: 8 });
    expect(await gateway.editEvent(8, { mediaId: 4, displayGroupId: 2, from: new Date(0), to: new Date(3_600_000), name: 'a.png' })).toBe('edited');
    expect(await gateway.deleteEvent(8)).toBe('deleted');
    expect(seen.map((s) => `${s.method} ${s.url} ${s.authorization ?? '-'}`)).toEqual([
      'POST https://cms.example.com/api/authorize/access_token -',
      'POST https://cms.example.com/api/library Bearer t1',
      'POST https://cms.example.com/api/schedule Bearer t1',
      'PUT https://cms.example.com/api/schedule/8 Bearer t1',
      'DELETE https://cms.example.com/api/schedule/8 Bearer t1',
    ]);
  });

  it('says an event Xibo no longer has is gone, and fails with Xibo’s words otherwise', async () => {
    const { fetchFn } = fakeXibo({
      'POST /api/authorize/access_token': json(200, { token_type: 'Bearer', expires_in: 3600, access_token: 't1' }),
      'DELETE /api/schedule/3': json(404, { error: 404, message: 'Not Found', property: null, help: null }),
      'PUT /api/schedule/3': json(404, { error: 404, message: 'Not Found', property: null, help: null }),
      'PUT /api/schedule/4': json(422, { error: 422, message: 'Can not have an end time earlier than your start time', property: 'start/end', help: null }),
      'POST /api/schedule': json(422, { error: 422, message: 'No display groups selected', property: 'displayGroups', help: null }),
    });
    const gateway = createXiboGateway(SETTINGS, fetchFn);
    expect(await gateway.deleteEvent(3)).toBe('gone');
    const event = { mediaId: 1, displayGroupId: 2, from: new Date(0), to: new Date(1000), name: 'a' };
    expect(await gateway.editEvent(3, event)).toBe('gone');
    await expect(gateway.editEvent(4, event)).rejects.toThrow('Xibo answered 422: Can not have an end time earlier than your start time (start/end)');
    await expect(gateway.scheduleMedia({ mediaId: 1, displayGroupId: 2, from: new Date(0), to: new Date(1000), name: 'a' })).rejects.toThrow(
      'Xibo answered 422: No display groups selected (displayGroups)',
    );
  });

  it('fails with the OAuth server’s words when the client is refused', async () => {
    const { fetchFn } = fakeXibo({
      'POST /api/authorize/access_token': json(401, { error: 'invalid_client', error_description: 'Client authentication failed' }),
    });
    await expect(createXiboGateway(SETTINGS, fetchFn).deleteEvent(1)).rejects.toThrow('Xibo answered 401: Client authentication failed');
  });
});
