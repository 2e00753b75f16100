// The database side of publishing artwork to Xibo, as the service role: the
// Xibo messages of the outbox claimed and finished (public.claim_xibo_messages,
// public.finish_xibo_message), the campaign's schedule as it should stand now
// (public.xibo_campaign_plan) or a cancellation removes
// (public.xibo_standing_events), and each call that succeeded kept, and put
// on the campaign's timeline (public.record_xibo_upload, record_xibo_schedule,
// record_xibo_reschedule, record_xibo_removal).

import { StoreError, type RpcClient } from './lead-supabase-store.ts';
import type { OutboxMessage } from './outbox-store.ts';

/** One version's event on one board, as the campaign's dates and versions ask for it now. */
export interface XiboPlannedEvent {
  version_id: string;
  location_id: string;
  board: string;
  display_group_id: number;
  /** The make-good whose extra days this event plays (its own event, after the campaign's end); null for the booked run. */
  make_good_id: string | null;
  from_at: string;
  to_at: string;
  /** The event already standing in Xibo for this version on this board (and make-good), if any. */
  event_id: number | null;
  /** The standing event's dates differ from these. */
  changed: boolean;
}

export interface XiboPlanVersion {
  version_id: string;
  version: number;
  storage_path: string;
  content_type: string;
  /** Already in the library, if a call before uploaded it. */
  media_id: number | null;
}

export interface XiboPlan {
  campaign_id: string;
  reference: string;
  /** The versions the events show. */
  versions: XiboPlanVersion[];
  events: XiboPlannedEvent[];
  /** Standing events nothing asks for any more: superseded, or no longer within the campaign's dates or boards. */
  removals: number[];
}

export type XiboOutcome = { outcome: 'done' } | { outcome: 'failed'; error: string } | { outcome: 'skipped'; reason: string };

export interface XiboStore {
  claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]>;
  finish(id: number, result: XiboOutcome): Promise<void>;
  /** Null once the campaign no longer runs (cancelled, declined or expired). */
  plan(campaignId: string): Promise<XiboPlan | null>;
  standingEvents(campaignId: string): Promise<number[]>;
  recordUpload(messageId: number, versionId: string, mediaId: number, name: string): Promise<void>;
  recordSchedule(messageId: number, versionId: string, board: XiboPlannedEvent & { event_id: number }): Promise<void>;
  recordReschedule(messageId: number, eventId: number, fromAt: string, toAt: string): Promise<void>;
  recordRemoval(messageId: number, eventId: number, gone: boolean): Promise<void>;
}

async function call<T>(db: RpcClient, fn: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await db.rpc(fn, args);
  if (error) throw new StoreError(fn, error);
  return data as T;
}

export function createXiboStore(db: RpcClient): XiboStore {
  return {
    async claim(limit, leaseSeconds) {
      const rows = await call<OutboxMessage[] | null>(db, 'claim_xibo_messages', { p_limit: limit, p_lease_seconds: leaseSeconds });
      return (rows ?? []).map((row) => ({ ...row, id: Number(row.id) }));
    },
    async finish(id, result) {
      await call(db, 'finish_xibo_message', {
        p_id: id,
        p_outcome: result.outcome,
        p_error: result.outcome === 'failed' ? result.error : result.outcome === 'skipped' ? result.reason : null,
      });
    },
    plan: (campaignId) => call<XiboPlan | null>(db, 'xibo_campaign_plan', { p_campaign: campaignId }),
    async standingEvents(campaignId) {
      return (await call<number[] | null>(db, 'xibo_standing_events', { p_campaign: campaignId })) ?? [];
    },
    async recordUpload(messageId, versionId, mediaId, name) {
      await call(db, 'record_xibo_upload', { p_message: messageId, p_version: versionId, p_media_id: mediaId, p_name: name });
    },
    async recordSchedule(messageId, versionId, board) {
      await call(db, 'record_xibo_schedule', {
        p_message: messageId,
        p_version: versionId,
        p_location: board.location_id,
        p_event_id: board.event_id,
        p_display_group: board.display_group_id,
        p_from: board.from_at,
        p_to: board.to_at,
        p_make_good: board.make_good_id,
      });
    },
    async recordReschedule(messageId, eventId, fromAt, toAt) {
      await call(db, 'record_xibo_reschedule', { p_message: messageId, p_event_id: eventId, p_from: fromAt, p_to: toAt });
    },
    async recordRemoval(messageId, eventId, gone) {
      await call(db, 'record_xibo_removal', { p_message: messageId, p_event_id: eventId, p_gone: gone });
    },
  };
}
