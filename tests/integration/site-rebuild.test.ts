// The rebuild request the admin's saves make: the admin only, coalesced, and
// honest about a missing or failing build hook.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { localBackendControl } from '../../supabase/local/control-client';
import { anonClient, backendUrl, createUser, resetBackend, signInAsAdmin } from './helpers';

const FUNCTION = 'request-site-rebuild';
const control = () => localBackendControl(backendUrl());

async function status(error: unknown): Promise<number> {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  return ((error as FunctionsHttpError).context as Response).status;
}

beforeEach(async () => {
  await resetBackend();
});

describe('request-site-rebuild', () => {
  it('is refused to anyone but the admin, and calls nothing then', async () => {
    await control().setBuildHook('record');
    const user = await createUser();
    expect(await status((await user.client.functions.invoke(FUNCTION, { body: {} })).error)).toBe(403);
    expect(await status((await anonClient().functions.invoke(FUNCTION, { body: {} })).error)).toBe(403);
    expect(await control().buildHookCalls()).toEqual([]);
  });

  it('without a build hook configured, calls nothing and says the site updates on the next deploy', async () => {
    const { client } = await signInAsAdmin();
    const { data, error } = await client.functions.invoke(FUNCTION, { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'not_configured' });
    expect(await control().buildHookCalls()).toEqual([]);
  });

  it('calls the hook once for several saves in a minute; the others are told when to ask again', async () => {
    await control().setBuildHook('record');
    const { client } = await signInAsAdmin();
    const first = await client.functions.invoke(FUNCTION, { body: {} });
    expect(first.data).toMatchObject({ status: 'called' });
    for (let i = 0; i < 5; i++) {
      const again = await client.functions.invoke(FUNCTION, { body: {} });
      expect(again.data).toMatchObject({ status: 'queued', retryInSeconds: expect.any(Number) });
      expect((again.data as { retryInSeconds: number }).retryInSeconds).toBeLessThanOrEqual(60);
    }
    expect(await control().buildHookCalls()).toHaveLength(1);
    const { data: log } = await client.from('site_rebuilds').select('status');
    expect(log).toEqual([{ status: 'called' }]);
  });

  it('a hook that fails is reported (502) and recorded with its error, for the admin to retry', async () => {
    await control().setBuildHook('fail');
    const { client } = await signInAsAdmin();
    const { error } = await client.functions.invoke(FUNCTION, { body: {} });
    expect(await status(error)).toBe(502);
    const body = (await ((error as FunctionsHttpError).context as Response).json()) as { status: string; error: string };
    expect(body).toEqual({ status: 'failed', error: 'The host answered 404 Not Found' });
    const { data: log } = await client.from('site_rebuilds').select('status, error');
    expect(log).toEqual([{ status: 'failed', error: 'The host answered 404 Not Found' }]);
    expect(await control().buildHookCalls()).toHaveLength(1);
  });

  it('after a failure the hook is not called again at once: the next request waits for the backoff', async () => {
    await control().setBuildHook('fail');
    const { client } = await signInAsAdmin();
    expect(await status((await client.functions.invoke(FUNCTION, { body: {} })).error)).toBe(502);
    await control().setBuildHook('record');
    const again = await client.functions.invoke(FUNCTION, { body: {} });
    expect(again.data).toMatchObject({ status: 'queued' });
    expect((again.data as { retryInSeconds: number }).retryInSeconds).toBeGreaterThan(0);
    expect(await control().buildHookCalls()).toHaveLength(1);
    // The admin's own Try Again is not held back by that pause.
    const retried = await client.functions.invoke(FUNCTION, { body: { retry: true } });
    expect(retried.data).toMatchObject({ status: 'called' });
    expect(await control().buildHookCalls()).toHaveLength(2);
  });

  it('only the admin reads the rebuild log', async () => {
    const user = await createUser();
    expect((await user.client.from('site_rebuilds').select('id')).data).toEqual([]);
    expect((await anonClient().from('site_rebuilds').select('id')).error?.code).toBe('42501');
  });
});
