// The errors the local backend answers, as the app's DataError sees them:
// the screens tell "not found", "not allowed", "conflict", "invalid" and
// "offline" apart by kind (src/lib/to-data-error.ts), from real PostgREST,
// storage and functions answers with hosted Supabase's codes and statuses
// (offline is covered by src/lib/data-error.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { toDataError } from '../../src/lib/to-data-error';
import { toFunctionsDataError } from '../../src/lib/functions-data-error';
import { anonClient, rawFetch, resetBackend, serviceClient, signInAsAdmin } from './helpers';

beforeAll(() => resetBackend());

describe('DataError from the local backend', () => {
  it('single() on a slug nobody has: not-found, PGRST116, 406', async () => {
    const { error, status } = await anonClient().from('blog_posts').select('id').eq('slug', 'no-such-post').single();
    expect(toDataError(error, status)).toMatchObject({ kind: 'not-found', code: 'PGRST116', status: 406 });
  });

  it('a visitor reading the leads: not-allowed, 42501, 401', async () => {
    const { error, status } = await anonClient().from('contact_inquiries').select('id');
    expect(toDataError(error, status)).toMatchObject({ kind: 'not-allowed', code: '42501', status: 401 });
  });

  it('a second post with a taken slug: conflict, 23505, 409', async () => {
    const { data: post } = await serviceClient().from('blog_posts').select('slug').limit(1).single();
    const { error, status } = await serviceClient().from('blog_posts').insert({ title: 'Twin', slug: post!.slug });
    expect(toDataError(error, status)).toMatchObject({ kind: 'conflict', code: '23505', status: 409 });
  });

  it('a post without a title, and a date that is not one: invalid, 23502 and 22007, 400', async () => {
    const notNull = await serviceClient().from('blog_posts').insert({ slug: 'no-title' });
    expect(toDataError(notNull.error, notNull.status)).toMatchObject({ kind: 'invalid', code: '23502', status: 400 });
    const notADate = await anonClient().from('blog_posts').select('slug').eq('publish_date', 'not a date');
    expect(toDataError(notADate.error, notADate.status)).toMatchObject({ kind: 'invalid', code: '22007', status: 400 });
  });

  // Hosted Supabase refuses a PATCH or DELETE without a filter: a bug in a
  // screen's query cannot rename or delete every row.
  it('an update or delete without a filter: invalid, 21000, 400, and nothing changed', async () => {
    const { session } = await signInAsAdmin();
    const before = await serviceClient().from('blog_posts').select('id, title').order('id');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await rawFetch('/rest/v1/blog_posts', {
        method,
        headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
        body: method === 'PATCH' ? JSON.stringify({ title: 'Everything renamed' }) : undefined,
      });
      const body = (await res.json()) as { code: string; message: string };
      expect(body.message).toBe(`${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      expect(toDataError(body, res.status)).toMatchObject({ kind: 'invalid', code: '21000', status: 400 });
    }
    expect((await serviceClient().from('blog_posts').select('id, title').order('id')).data).toEqual(before.data);
  });

  it('a visitor uploading an image: not-allowed', async () => {
    const { error } = await anonClient()
      .storage.from('blog-images')
      .upload(`data-error-${Date.now()}.png`, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { contentType: 'image/png' });
    expect(toDataError(error).kind).toBe('not-allowed');
  });

  it("a type the bucket refuses: storage's statusCode 415 under HTTP 400 is invalid", async () => {
    const { error } = await serviceClient()
      .storage.from('blog-images')
      .upload('data-error/x.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), { contentType: 'image/svg+xml' });
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
    expect(toDataError(error)).toMatchObject({ kind: 'invalid', code: '415', status: 400 });
  });

  it("a function's refusal keeps its status and its own message", async () => {
    const { error } = await anonClient().functions.invoke('send-contact-email', { body: { name: '' } });
    const failure = await toFunctionsDataError(error);
    expect(failure).toMatchObject({ kind: 'invalid', status: 400 });
    expect(failure.message).not.toBe('Edge Function returned a non-2xx status code');
  });
});
