// @vitest-environment jsdom
import { createClient, FunctionsFetchError, FunctionsHttpError, FunctionsRelayError, PostgrestError, StorageApiError } from '@supabase/supabase-js';
import { StorageUnknownError } from '@supabase/storage-js';
import { DataError } from './data-error';
import { toDataError } from './to-data-error';
import { toFunctionsDataError } from './functions-data-error';

// Errors as supabase-js hands them over: PostgREST's body ({code, message,
// details, hint}) with the response's status beside it.
const postgrest = (code: string, message: string) => new PostgrestError({ code, message, details: '', hint: '' });

describe('toDataError: PostgREST', () => {
  it('PGRST116 (single() found no row, 406) is not-found, with its code, status and message', () => {
    const error = toDataError(postgrest('PGRST116', 'Cannot coerce the result to a single JSON object'), 406);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ kind: 'not-found', code: 'PGRST116', status: 406, message: 'Cannot coerce the result to a single JSON object' });
  });

  it('42501 (permission denied) is not-allowed, for anon (401) and signed in (403)', () => {
    expect(toDataError(postgrest('42501', 'permission denied for table contact_inquiries'), 401)).toMatchObject({
      kind: 'not-allowed',
      code: '42501',
      status: 401,
    });
    expect(toDataError(postgrest('42501', 'new row violates row-level security policy'), 403)).toMatchObject({ kind: 'not-allowed', status: 403 });
  });

  it('23505 (unique violation, 409) is a conflict', () => {
    expect(toDataError(postgrest('23505', 'duplicate key value violates unique constraint "blog_posts_slug_key"'), 409)).toMatchObject({
      kind: 'conflict',
      code: '23505',
      status: 409,
    });
  });

  it('bad input is invalid: a check violation, a bad query string', () => {
    expect(toDataError(postgrest('23514', 'violates check constraint'), 400).kind).toBe('invalid');
    expect(toDataError(postgrest('PGRST100', 'failed to parse filter'), 400).kind).toBe('invalid');
  });

  it('anything else is server, and the code decides before the status', () => {
    expect(toDataError(postgrest('XX000', 'internal error'), 500)).toMatchObject({ kind: 'server', code: 'XX000', status: 500 });
    expect(toDataError(postgrest('PGRST116', 'x'), 500).kind).toBe('not-found');
    expect(toDataError(postgrest('', 'x'), 403).kind).toBe('not-allowed');
  });

  it("a network failure (no answer: status 0, 'TypeError: Failed to fetch') is offline", () => {
    const failed = { message: 'TypeError: Failed to fetch', details: 'TypeError: Failed to fetch\n    at ...', hint: '', code: '' };
    expect(toDataError(failed, 0)).toMatchObject({ kind: 'offline', code: null, status: null, message: 'TypeError: Failed to fetch' });
    expect(toDataError(failed).kind).toBe('offline');
    expect(toDataError(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(toDataError(new TypeError('NetworkError when attempting to fetch resource.')).kind).toBe('offline');
  });

  it('is offline when supabase-js cannot reach the backend at all', async () => {
    const client = createClient('http://127.0.0.1:9', 'key', { auth: { persistSession: false, autoRefreshToken: false } });
    const { error, status } = await client.from('blog_posts').select('id').retry(false);
    expect(error).not.toBeNull();
    expect(toDataError(error, status).kind).toBe('offline');
  });

  it('puts the context before the message, and passes a DataError through', () => {
    expect(toDataError(postgrest('42501', 'permission denied'), 401, 'Failed to load:').message).toBe('Failed to load: permission denied');
    const error = new DataError({ kind: 'conflict', message: 'm' });
    expect(toDataError(error)).toBe(error);
  });
});

describe('toDataError: functions', () => {
  it('FunctionsHttpError takes the kind and status of the response', () => {
    expect(toDataError(new FunctionsHttpError(new Response('{}', { status: 404 })))).toMatchObject({ kind: 'not-found', status: 404 });
    expect(toDataError(new FunctionsHttpError(new Response('{}', { status: 403 })))).toMatchObject({ kind: 'not-allowed', status: 403 });
    expect(toDataError(new FunctionsHttpError(new Response('{}', { status: 400 })))).toMatchObject({ kind: 'invalid', status: 400 });
    expect(toDataError(new FunctionsHttpError(new Response('{}', { status: 502 })))).toMatchObject({ kind: 'server', status: 502 });
  });

  it('FunctionsFetchError (no answer) is offline; FunctionsRelayError is server', () => {
    expect(toDataError(new FunctionsFetchError(new TypeError('Failed to fetch')))).toMatchObject({ kind: 'offline', status: null });
    expect(toDataError(new FunctionsRelayError(new Response('', { status: 500 }))).kind).toBe('server');
  });

  it("toFunctionsDataError reads the function's own error and code from a JSON body", async () => {
    const response = new Response(JSON.stringify({ error: 'Only the admin can resend a lead.', code: 'not_admin' }), { status: 403 });
    await expect(toFunctionsDataError(new FunctionsHttpError(response))).resolves.toMatchObject({
      kind: 'not-allowed',
      status: 403,
      code: 'not_admin',
      message: 'Only the admin can resend a lead.',
    });
  });

  it("toFunctionsDataError keeps supabase-js's message when the body is not JSON", async () => {
    const error = await toFunctionsDataError(new FunctionsHttpError(new Response('Too many', { status: 429 })));
    expect(error).toMatchObject({ kind: 'invalid', status: 429, message: 'Edge Function returned a non-2xx status code' });
    await expect(toFunctionsDataError(new FunctionsFetchError(new TypeError('Failed to fetch')))).resolves.toMatchObject({ kind: 'offline' });
  });
});

describe('toDataError: storage', () => {
  it("StorageApiError is judged by storage's own code, sent under an HTTP 400", () => {
    expect(toDataError(new StorageApiError('new row violates row-level security policy', 400, '403'))).toMatchObject({
      kind: 'not-allowed',
      code: '403',
      status: 400,
    });
    expect(toDataError(new StorageApiError('The resource already exists', 400, '409')).kind).toBe('conflict');
    expect(toDataError(new StorageApiError('Object not found', 400, '404')).kind).toBe('not-found');
    expect(toDataError(new StorageApiError('mime type image/svg+xml is not supported', 400, '415')).kind).toBe('invalid');
    expect(toDataError(new StorageApiError('internal', 500, '500')).kind).toBe('server');
  });

  it('StorageUnknownError from a failed fetch is offline', () => {
    expect(toDataError(new StorageUnknownError('Failed to fetch', new TypeError('Failed to fetch'))).kind).toBe('offline');
    expect(toDataError(new StorageUnknownError('Something odd', new Error('odd'))).kind).toBe('server');
  });
});
