// Hosted, a new outbox message nudges the delivery job through pg_net at
// once; here a short poll does the same: while the scheduler runs, a message
// that is due is sent within seconds instead of at the job's next minute.

import type { LocalDatabase } from './database';
import type { LocalScheduler } from './scheduler';

export const OUTBOX_JOB = 'outbox-delivery';
const POLL_MS = 5_000;

export interface OutboxWatch {
  stop(): void;
}

export function watchOutbox(db: LocalDatabase, scheduler: Pick<LocalScheduler, 'runIfIdle' | 'list'>): OutboxWatch {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !scheduler.list().some((job) => job.name === OUTBOX_JOB)) return;
    busy = true;
    db.asOwner((tx) => tx.query<{ due: boolean }>('select exists (select 1 from private.outbox where sent_at is null and next_attempt_at <= now()) as due'))
      .then(async ({ rows }) => {
        if (rows[0]?.due) await scheduler.runIfIdle(OUTBOX_JOB);
      })
      // A reset or a closing database meanwhile: the next tick looks again.
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, POLL_MS);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
