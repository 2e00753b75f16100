// The staff's morning digest at the Toronto hour the staff choose, in summer
// and in winter: the job runs every hour and the database sends the day's
// digest once, at the first run at or after that hour. First the database's
// decision at simulated instants around both changes of the clocks (a
// database of the test's own, whose clock the test gives); then the job
// through the API: once a day, the day given back when the e-mail fails, two
// runs at once sending one e-mail, and the hour the admin's alone to set.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { anonClient, createUser, readOutbox, resetBackend, scheduledJobs, serviceClient, setMailerMode, signInAsAdmin } from './helpers';
import { migrationFiles, openScratchDatabase, runFiles, type ScratchDatabase } from './scratch-database';

const HOUR_MS = 3_600_000;

describe('the day’s digest at the staff’s Toronto hour, at simulated instants', () => {
  let db: ScratchDatabase;

  beforeAll(async () => {
    db = await openScratchDatabase();
    await runFiles(db, migrationFiles());
  }, 180_000);

  afterAll(async () => {
    await db?.close();
  });

  /** The hour chosen, and the Toronto day of the last digest (the day before the first one simulated). */
  async function settings(hour: number, lastSentOn: string): Promise<void> {
    await db.query('update public.staff_digest_settings set toronto_hour = $1, last_sent_on = $2::date', [hour, lastSentOn]);
  }

  /**
   * Runs the job's claim every hour from `from` (UTC) for `hours` hours, on
   * the hour and again half an hour later (a second run within the hour), and
   * answers the runs that claimed a digest: 'instant (UTC) Toronto day'.
   */
  async function sends(from: string, hours: number): Promise<string[]> {
    const sent: string[] = [];
    for (let h = 0; h < hours; h++) {
      for (const minutes of [0, 30]) {
        const at = new Date(Date.parse(from) + h * HOUR_MS + minutes * 60_000).toISOString();
        const [row] = await db.query<{ claim: { day: string } | null }>('select private.claim_staff_digest($1::timestamptz) as claim', [at]);
        if (row!.claim) sent.push(`${at} ${row!.claim.day}`);
      }
    }
    return sent;
  }

  it('goes out at 8 a.m. by default', async () => {
    expect(await db.query('select toronto_hour from public.staff_digest_settings')).toEqual([{ toronto_hour: 8 }]);
  });

  it('autumn: at 8 a.m. EDT (12:00 UTC) until Sunday Nov 1, 2026, then at 8 a.m. EST (13:00 UTC), once a day', async () => {
    await settings(8, '2026-10-29');
    // From midnight in Toronto on Friday Oct 30 (EDT), five days (the Sunday is 25 hours long).
    expect(await sends('2026-10-30T04:00:00Z', 5 * 24 + 1)).toEqual([
      '2026-10-30T12:00:00.000Z 2026-10-30',
      '2026-10-31T12:00:00.000Z 2026-10-31',
      '2026-11-01T13:00:00.000Z 2026-11-01',
      '2026-11-02T13:00:00.000Z 2026-11-02',
      '2026-11-03T13:00:00.000Z 2026-11-03',
    ]);
  }, 120_000);

  it('spring: at 8 a.m. EST (13:00 UTC) until Sunday Mar 14, 2027, then at 8 a.m. EDT (12:00 UTC), once a day', async () => {
    await settings(8, '2027-03-11');
    // From midnight in Toronto on Friday Mar 12 (EST), five days (the Sunday is 23 hours long).
    expect(await sends('2027-03-12T05:00:00Z', 5 * 24 - 1)).toEqual([
      '2027-03-12T13:00:00.000Z 2027-03-12',
      '2027-03-13T13:00:00.000Z 2027-03-13',
      '2027-03-14T12:00:00.000Z 2027-03-14',
      '2027-03-15T12:00:00.000Z 2027-03-15',
      '2027-03-16T12:00:00.000Z 2027-03-16',
    ]);
  }, 120_000);

  it('ordinary days at another hour: 6 a.m. is 11:00 UTC in January and 10:00 UTC in July', async () => {
    await settings(6, '2027-01-14');
    expect(await sends('2027-01-15T05:00:00Z', 48)).toEqual(['2027-01-15T11:00:00.000Z 2027-01-15', '2027-01-16T11:00:00.000Z 2027-01-16']);
    await settings(6, '2027-07-14');
    expect(await sends('2027-07-15T04:00:00Z', 48)).toEqual(['2027-07-15T10:00:00.000Z 2027-07-15', '2027-07-16T10:00:00.000Z 2027-07-16']);
  }, 120_000);

  it('an hour the clocks skip or repeat: 2 a.m. on Mar 14, 2027 goes out at 3 a.m. EDT; 1 a.m. on Nov 1, 2026 once, at the first 1 a.m.', async () => {
    await settings(2, '2027-03-13');
    expect(await sends('2027-03-14T05:00:00Z', 23)).toEqual(['2027-03-14T07:00:00.000Z 2027-03-14']);
    await settings(1, '2026-10-31');
    // 05:00 UTC is 1 a.m. EDT; 06:00 UTC is 1 a.m. again, EST.
    expect(await sends('2026-11-01T04:00:00Z', 25)).toEqual(['2026-11-01T05:00:00.000Z 2026-11-01']);
  }, 120_000);

  it('a day whose runs begin after the hour sends at the first of them; a later hour chosen that day sends no second digest', async () => {
    await settings(8, '2027-01-14');
    expect(await sends('2027-01-15T15:00:00Z', 3)).toEqual(['2027-01-15T15:00:00.000Z 2027-01-15']);
    await db.query('update public.staff_digest_settings set toronto_hour = 12');
    expect(await sends('2027-01-15T18:00:00Z', 6)).toEqual([]);
  }, 60_000);

  it('a day given back (its e-mail failed) goes out at the next run; a later day’s claim is not undone', async () => {
    await settings(8, '2027-01-14');
    const claim = async (at: string) =>
      (await db.query<{ claim: { day: string; previous: string | null } | null }>('select private.claim_staff_digest($1::timestamptz) as claim', [at]))[0]!
        .claim;
    expect(await claim('2027-01-15T13:00:00Z')).toEqual({ day: '2027-01-15', previous: '2027-01-14' });
    await db.query(`select private.release_staff_digest('2027-01-15', '2027-01-14')`);
    expect(await claim('2027-01-15T14:00:00Z')).toEqual({ day: '2027-01-15', previous: '2027-01-14' });
    expect(await claim('2027-01-16T13:00:00Z')).toEqual({ day: '2027-01-16', previous: '2027-01-15' });
    await db.query(`select private.release_staff_digest('2027-01-15', '2027-01-14')`);
    expect(await db.query(`select last_sent_on::text as day from public.staff_digest_settings`)).toEqual([{ day: '2027-01-16' }]);
  }, 60_000);
});

describe(`the staff-digest job (${inject('databaseKind')})`, () => {
  const service = serviceClient();
  const PRIYA_BOOKING = 'e0000000-0000-4000-8000-000000000006';
  const DIGEST_SUBJECT = /^Campaigns today, /;
  const digests = async () => (await readOutbox()).filter((m) => DIGEST_SUBJECT.test(m.subject));
  const runDigest = async () => {
    const { data, error } = await service.functions.invoke('scheduled-work', { body: { job: 'staff-digest' } });
    expect(error).toBeNull();
    return data as { ok: boolean; due: number; sent: number };
  };

  beforeEach(async () => {
    await resetBackend();
    // Something to say: Priya Raman's hold lapses within the day.
    const { error } = await service
      .from('bookings')
      .update({ expires_at: new Date(Date.now() + 20 * HOUR_MS).toISOString() })
      .eq('id', PRIYA_BOOKING);
    expect(error).toBeNull();
    // From midnight in Toronto: whenever the test runs, the day's digest is due.
    expect((await service.from('staff_digest_settings').update({ toronto_hour: 0 }).eq('id', true)).error).toBeNull();
  });

  afterAll(async () => {
    await setMailerMode('ok');
    await resetBackend();
  });

  it('runs every hour, on the one schedule the local scheduler and pg_cron read', async () => {
    const { jobs } = await scheduledJobs();
    expect(jobs.find((j) => j.name === 'staff-digest')?.schedule).toBe('0 * * * *');
  });

  it('sends the day’s digest once: a second run the same day sends nothing', async () => {
    expect(await runDigest()).toMatchObject({ ok: true, due: 1, sent: 1, expiring: 1 });
    expect(await runDigest()).toMatchObject({ ok: true, due: 0, sent: 0 });
    expect(await digests()).toHaveLength(1);
  });

  it('gives the day back when the e-mail fails, and the next run sends it', async () => {
    await setMailerMode('fail');
    const { error } = await service.functions.invoke('scheduled-work', { body: { job: 'staff-digest' } });
    expect(error).not.toBeNull();
    await setMailerMode('ok');
    expect(await runDigest()).toMatchObject({ ok: true, due: 1, sent: 1 });
    expect(await digests()).toHaveLength(1);
  });

  it('two runs at the same moment send one digest', async () => {
    const results = await Promise.all([runDigest(), runDigest(), runDigest()]);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 0, 1]);
    expect(await digests()).toHaveLength(1);
  });

  // The runs made to meet: the settings row held from another connection
  // until all three wait on it, then let go at once. A check of the day
  // before taking the row would let each of them send.
  it.skipIf(inject('databaseKind') !== 'postgres')(
    'three runs held at the settings row and let go together send one digest',
    async () => {
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select 1 from public.staff_digest_settings for update');
        const runs = Promise.all([runDigest(), runDigest(), runDigest()]);
        const deadline = Date.now() + 30_000;
        // pg_locks, not pg_stat_activity: a transaction sees the activity as it was at its first look.
        const waiting = async () =>
          (await holder.query<{ n: number }>('select count(distinct pid)::int as n from pg_locks where not granted and pid <> pg_backend_pid()')).rows[0]!.n;
        while ((await waiting()) < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await waiting()).toBe(3);
        await holder.query('commit');
        expect((await runs).map((r) => r.sent).sort()).toEqual([0, 0, 1]);
        expect(await digests()).toHaveLength(1);
      } finally {
        await holder.query('rollback').catch(() => undefined);
        await holder.end();
      }
    },
    60_000,
  );

  it('the hour is the admin’s to read and set, from 0 to 23; nobody else’s, and the day sent is the job’s alone', async () => {
    const admin = (await signInAsAdmin()).client;
    const read = async () => (await admin.from('staff_digest_settings').select('toronto_hour').single()).data;
    expect(await read()).toEqual({ toronto_hour: 0 });
    expect((await admin.from('staff_digest_settings').update({ toronto_hour: 7 }).eq('id', true)).error).toBeNull();
    expect(await read()).toEqual({ toronto_hour: 7 });
    expect((await admin.from('staff_digest_settings').update({ toronto_hour: 24 }).eq('id', true)).error?.code).toBe('23514');
    expect((await admin.from('staff_digest_settings').update({ last_sent_on: '2000-01-01' }).eq('id', true)).error?.code).toBe('42501');

    const user = await createUser();
    expect((await user.client.from('staff_digest_settings').select('toronto_hour')).data).toEqual([]);
    expect((await user.client.from('staff_digest_settings').update({ toronto_hour: 3 }).eq('id', true).select()).data).toEqual([]);
    expect((await anonClient().from('staff_digest_settings').select('toronto_hour')).error?.code).toBe('42501');
    for (const client of [anonClient(), user.client]) {
      expect((await client.rpc('claim_staff_digest')).error?.code).toBe('42501');
    }
    expect(await read()).toEqual({ toronto_hour: 7 });
  });
});
