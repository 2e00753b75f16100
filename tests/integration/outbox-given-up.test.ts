// A message the delivery job has tried OUTBOX.maxAttempts times is given up by
// the database: never claimed again, listed with its last error among the
// worklist's failed messages, and the staff's "Send again" writes it anew for
// another round. A run that stops during the last attempt leaves a message
// the next claim gives up rather than one waiting for an attempt that never
// comes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../supabase/functions/_shared/sale-rules';
import {
  newAdvertiserAccount,
  newConfirmedCampaign,
  outboxDueNow,
  readOutbox,
  resetBackend,
  runScheduledJob,
  serviceClient,
  setMailerMode,
  signInAsAdmin,
} from './helpers';

let admin: SupabaseClient;

beforeAll(async () => {
  await resetBackend();
  admin = (await signInAsAdmin()).client;
}, 120_000);

interface Message {
  id: number;
  kind: string;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  resend_of: number | null;
}

async function messages(campaignId: string): Promise<Message[]> {
  const { data, error } = await admin.rpc('campaign_messages', { p_campaign: campaignId });
  if (error) throw new Error(error.message);
  return data as Message[];
}

async function failedOnWorklist(): Promise<{ id: number; last_error: string }[]> {
  const { data, error } = await admin.rpc('staff_worklist');
  if (error) throw new Error(error.message);
  return (data as { failed_messages: { items: { id: number; last_error: string }[] } }).failed_messages.items;
}

/** One run of the job, with every waiting message's backoff cut short first. */
async function deliverNow() {
  await outboxDueNow();
  expect(await runScheduledJob('outbox-delivery')).toMatchObject({ name: 'outbox-delivery', ok: true });
}

describe('a message past its last attempt', () => {
  it('is given up after the last failed attempt, listed as failed, never claimed again, and sent again at the staff’s request', async () => {
    const ann = await newAdvertiserAccount(`Given Up ${randomUUID().slice(0, 8)}`);
    const { campaignId } = await newConfirmedCampaign(admin, ann.advertiserId);
    await setMailerMode('fail');
    try {
      for (let run = 0; run < OUTBOX.maxAttempts; run++) await deliverNow();
      const [given] = await messages(campaignId);
      expect(given).toMatchObject({ kind: 'confirmed', attempts: OUTBOX.maxAttempts, sent_at: null, next_attempt_at: null });
      expect(given!.last_error).toContain('set to fail');
      expect((await failedOnWorklist()).map((m) => m.id)).toContain(given!.id);

      // More runs, even with the mailer working again, leave it as it is.
      await setMailerMode('ok');
      await deliverNow();
      expect((await messages(campaignId))[0]).toMatchObject({ attempts: OUTBOX.maxAttempts, sent_at: null, next_attempt_at: null });
      expect((await readOutbox()).filter((m) => m.to === ann.user.email)).toEqual([]);

      const again = await admin.rpc('resend_campaign_message', { p_message: given!.id });
      expect(again.error).toBeNull();
      // A second click while the copy waits writes nothing more.
      expect((await admin.rpc('resend_campaign_message', { p_message: given!.id })).error?.details).toBe('message_pending');
      await deliverNow();
      expect((await readOutbox()).filter((m) => m.to === ann.user.email).map((m) => m.subject)).toEqual(['Your billboard booking is confirmed']);
      expect((await messages(campaignId)).filter((m) => m.kind === 'confirmed')).toMatchObject([
        { id: given!.id, sent_at: null },
        { id: again.data as number, resend_of: given!.id, attempts: 1, last_error: null },
      ]);
      expect((await failedOnWorklist()).map((m) => m.id)).not.toContain(given!.id);
    } finally {
      await setMailerMode('ok');
    }
  }, 300_000);

  it('is given up by the next claim when the run making its last attempt stopped without an answer', async () => {
    const ann = await newAdvertiserAccount(`Stopped ${randomUUID().slice(0, 8)}`);
    const { campaignId } = await newConfirmedCampaign(admin, ann.advertiserId);
    await setMailerMode('fail');
    try {
      for (let run = 0; run < OUTBOX.maxAttempts - 1; run++) await deliverNow();
    } finally {
      await setMailerMode('ok');
    }
    await outboxDueNow();
    // The last attempt's run claims it (with no lease to speak of) and never answers.
    const claimed = await serviceClient().rpc('claim_outbox_messages', { p_limit: 50, p_lease_seconds: 0 });
    expect(claimed.error).toBeNull();
    // The sale's confirmation and its invoice's e-mail, each at its last attempt.
    const [message] = await messages(campaignId);
    expect(message).toMatchObject({ kind: 'confirmed' });
    expect(claimed.data).toEqual((await messages(campaignId)).map((m) => expect.objectContaining({ id: m.id, kind: m.kind, attempts: OUTBOX.maxAttempts })));

    await deliverNow();
    expect((await messages(campaignId))[0]).toMatchObject({ attempts: OUTBOX.maxAttempts, sent_at: null, next_attempt_at: null });
    expect((await messages(campaignId))[0]!.last_error).toContain('set to fail');
    expect((await readOutbox()).filter((m) => m.to === ann.user.email)).toEqual([]);
    expect((await failedOnWorklist()).map((m) => m.id)).toContain(message!.id);
  }, 300_000);
});
