// The public site's rebuilds are the database's to remember: a change the
// prerendered pages show writes a pending rebuild in its own transaction, and
// the site-rebuild job calls the build hook, coalesced and with backoff, with
// no browser involved. A refusal stays visible to the admin until a later try
// succeeds.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { localBackendControl } from '../../supabase/local/control-client';
import { anonClient, backendUrl, createUser, newBoard, resetBackend, runScheduledJob, serviceClient, signInAsAdmin } from './helpers';
import { migrationFiles, openScratchDatabase, runFiles } from './scratch-database';

const control = () => localBackendControl(backendUrl());
const service = serviceClient();

type RebuildRow = { status: string; error: string | null; started_at: string | null; next_attempt_at: string | null };

async function rebuilds(): Promise<RebuildRow[]> {
  const { data, error } = await service.from('site_rebuilds').select('status, error, started_at, next_attempt_at').order('requested_at');
  expect(error).toBeNull();
  return data as RebuildRow[];
}

const statuses = async () => (await rebuilds()).map((r) => r.status);

/** What the admin screens show: the one row of site_rebuild_state. */
async function stateFor(client: SupabaseClient): Promise<Record<string, unknown>> {
  const { data, error } = await client.rpc('site_rebuild_state');
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  return (data as Record<string, unknown>[])[0]!;
}

async function runJob(): Promise<void> {
  expect(await runScheduledJob('site-rebuild')).toMatchObject({ ok: true });
}

/** As if the last call had been made `seconds` earlier: the window and the backoff count from it. */
async function moveCallsBack(seconds: number): Promise<void> {
  const rows = (await service.from('site_rebuilds').select('id, started_at').not('started_at', 'is', null)).data as { id: string; started_at: string }[];
  for (const row of rows) {
    const { error } = await service
      .from('site_rebuilds')
      .update({ started_at: new Date(Date.parse(row.started_at) - seconds * 1000).toISOString() })
      .eq('id', row.id);
    expect(error).toBeNull();
  }
}

async function publishPost(client = service, title = `Rebuild ${randomUUID().slice(0, 8)}`): Promise<string> {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const { data, error } = await client.from('blog_posts').insert({ title, slug, content: '<p>Body</p>', is_published: true }).select('id').single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

beforeEach(async () => {
  await resetBackend();
  // The seed's own posts and boards left a rebuild waiting: each test starts with none.
  expect((await service.from('site_rebuilds').delete().not('id', 'is', null)).error).toBeNull();
});

describe('a change the public site shows writes a pending rebuild', () => {
  it('saving a published post writes one pending rebuild; more saves, and a board the map shows, add none', async () => {
    const { client } = await signInAsAdmin();
    const id = await publishPost(client);
    expect(await statuses()).toEqual(['pending']);
    expect((await client.from('blog_posts').update({ excerpt: 'Edited' }).eq('id', id)).error).toBeNull();
    await publishPost(client);
    const board = await newBoard(6);
    expect((await service.from('billboard_locations').update({ description: 'Facing west' }).eq('id', board.id)).error).toBeNull();
    expect(await statuses()).toEqual(['pending']);
  });

  it('a draft, or a board off the map, writes none; unpublishing or deleting a published post does', async () => {
    const { client } = await signInAsAdmin();
    const draft = await client
      .from('blog_posts')
      .insert({ title: 'Quiet draft', slug: 'quiet-draft', content: '<p>x</p>', is_published: false })
      .select('id')
      .single();
    expect(draft.error).toBeNull();
    const inactive = await newBoard(6, false);
    expect((await service.from('billboard_locations').update({ description: 'Stored' }).eq('id', inactive.id)).error).toBeNull();
    expect(await statuses()).toEqual([]);

    const id = await publishPost(client);
    await service.from('site_rebuilds').delete().not('id', 'is', null);
    expect((await client.from('blog_posts').update({ is_published: false }).eq('id', id)).error).toBeNull();
    expect(await statuses()).toEqual(['pending']);

    const other = await publishPost(client);
    await service.from('site_rebuilds').delete().not('id', 'is', null);
    expect((await client.from('blog_posts').delete().eq('id', other)).error).toBeNull();
    expect(await statuses()).toEqual(['pending']);
  });

  // Its own database, to hold a transaction open: the row is there inside it, and gone with it.
  it('the pending rebuild is written in the save`s transaction: a rolled-back save writes none', async () => {
    const db = await openScratchDatabase();
    try {
      await runFiles(db, migrationFiles());
      const pending = async () => (await db.query<{ n: number }>("select count(*)::int as n from public.site_rebuilds where status = 'pending'"))[0]!.n;
      await db.exec(`begin; insert into public.blog_posts (title, slug, content, is_published) values ('Rolled back', 'rolled-back', '<p>x</p>', true);`);
      expect(await pending()).toBe(1);
      await db.exec('rollback;');
      expect(await pending()).toBe(0);
      expect(await db.query('select id from public.blog_posts')).toEqual([]);

      await db.exec(`insert into public.blog_posts (title, slug, content, is_published) values ('Kept', 'kept', '<p>x</p>', true);`);
      expect(await pending()).toBe(1);
    } finally {
      await db.close();
    }
  }, 240_000);
});

describe('the site-rebuild job', () => {
  it('calls the build hook for the pending rebuild and marks it done; a run with nothing waiting calls nothing', async () => {
    await control().setBuildHook('record');
    await publishPost();
    await publishPost();
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(1);
    expect(await statuses()).toEqual(['called']);
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(1);
  });

  it('a change within the minute after a call waits for the window, then makes one more call', async () => {
    await control().setBuildHook('record');
    await publishPost();
    await runJob();
    await publishPost();
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(1);
    const [, waiting] = await rebuilds();
    expect(waiting).toMatchObject({ status: 'pending', next_attempt_at: expect.any(String) });
    await moveCallsBack(61);
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(2);
    expect(await statuses()).toEqual(['called', 'called']);
  });

  it('a refused hook is recorded with its error and shown to the admin, tried again after the backoff, and then succeeds once', async () => {
    await control().setBuildHook('fail');
    const { client } = await signInAsAdmin();
    await publishPost();
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(1);
    const [failed, waiting] = await rebuilds();
    expect(failed).toMatchObject({ status: 'failed', error: 'The host answered 404 Not Found' });
    // The next try is decided and recorded, a window after the refusal.
    expect(Date.parse(waiting!.next_attempt_at!) - Date.parse(failed!.started_at!)).toBe(60_000);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(await stateFor(client)).toMatchObject({ state: 'failed', error: 'The host answered 404 Not Found', next_attempt_at: expect.any(String) });

    // The host works again, but the backoff holds the next call back.
    await control().setBuildHook('record');
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(1);

    await moveCallsBack(61);
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(2);
    expect(await statuses()).toEqual(['failed', 'called']);
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(2);
    expect(await stateFor(client)).toMatchObject({ state: 'idle', error: null, next_attempt_at: null });
  });

  it('the admin`s Try again now skips the backoff at the next run', async () => {
    await control().setBuildHook('fail');
    const { client } = await signInAsAdmin();
    await publishPost();
    await runJob();
    await control().setBuildHook('record');
    expect((await client.rpc('retry_site_rebuild')).error).toBeNull();
    await runJob();
    expect(await control().buildHookCalls()).toHaveLength(2);
    expect(await statuses()).toEqual(['failed', 'called']);
  });

  it('without a build hook configured, calls nothing and records the rebuild as not configured', async () => {
    const { client } = await signInAsAdmin();
    await publishPost();
    await runJob();
    expect(await control().buildHookCalls()).toEqual([]);
    expect(await statuses()).toEqual(['not_configured']);
    expect(await stateFor(client)).toMatchObject({ state: 'idle' });
  });
});

describe('who reads and asks', () => {
  it('only the admin reads the rebuilds and their state, and asks for a try', async () => {
    const user = await createUser();
    expect((await user.client.from('site_rebuilds').select('id')).data).toEqual([]);
    expect((await anonClient().from('site_rebuilds').select('id')).error?.code).toBe('42501');
    for (const client of [user.client, anonClient()]) {
      expect((await client.rpc('site_rebuild_state')).error?.code).toBe('42501');
      expect((await client.rpc('retry_site_rebuild')).error?.code).toBe('42501');
      expect((await client.rpc('claim_site_rebuild', {})).error?.code).toBe('42501');
    }
    expect(await statuses()).toEqual([]);
  });
});

describe(`two runs of the job at once (${inject('databaseKind')})`, () => {
  it('call the hook once', async () => {
    await control().setBuildHook('record');
    await publishPost();
    const runs = await Promise.all(Array.from({ length: 4 }, () => service.functions.invoke('scheduled-work', { body: { job: 'site-rebuild' } })));
    for (const run of runs) expect(run.error).toBeNull();
    expect(runs.map((r) => (r.data as { called: number }).called).sort()).toEqual([0, 0, 0, 1]);
    expect(await control().buildHookCalls()).toHaveLength(1);
    expect(await statuses()).toEqual(['called']);
  });
});

// Two claims on two connections, the first held open: the second must wait for it and then find
// nothing to call. Deterministic on a real PostgreSQL (PGlite has one connection).
describe.runIf(inject('databaseKind') === 'postgres')('two claims at the same moment', () => {
  it('the second waits for the first and does not call again', async () => {
    await publishPost();
    const [first, second] = [new pg.Client({ connectionString: process.env.DATABASE_URL }), new pg.Client({ connectionString: process.env.DATABASE_URL })];
    await Promise.all([first.connect(), second.connect()]);
    try {
      const claim = 'select outcome from public.claim_site_rebuild(60, 3600)';
      await first.query('begin');
      expect((await first.query<{ outcome: string }>(claim)).rows).toEqual([{ outcome: 'call' }]);
      const pid = (await second.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const secondClaim = second.query<{ outcome: string }>(claim);
      // Until the second is seen waiting for a lock the first holds (the limit only says when to give up).
      const deadline = Date.now() + 30_000;
      while (!(await first.query('select 1 from pg_locks where pid = $1 and not granted', [pid])).rowCount && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await first.query('commit');
      expect((await secondClaim).rows).toEqual([{ outcome: 'idle' }]);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  }, 60_000);
});
