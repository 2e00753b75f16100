// The errors the local backend answers, as the app's DataError sees them:
// the screens tell "not found", "not allowed", "conflict" and "offline" apart
// by kind, from real PostgREST, storage and functions answers (offline is
// covered by src/lib/data-error.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { toDataError } from '../../src/lib/to-data-error';
import { toFunctionsDataError } from '../../src/lib/functions-data-error';
import { anonClient, resetBackend, serviceClient } from './helpers';

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

  it('a visitor uploading an image: not-allowed', async () => {
    const { error } = await anonClient()
      .storage.from('blog-images')
      .upload(`data-error-${Date.now()}.png`, new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), { contentType: 'image/png' });
    expect(toDataError(error).kind).toBe('not-allowed');
  });

  it("a function's refusal keeps its status and its own message", async () => {
    const { error } = await anonClient().functions.invoke('send-contact-email', { body: { name: '' } });
    const failure = await toFunctionsDataError(error);
    expect(failure).toMatchObject({ kind: 'invalid', status: 400 });
    expect(failure.message).not.toBe('Edge Function returned a non-2xx status code');
  });
});
