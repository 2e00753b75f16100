// The xibo-publishing job: claims the Xibo messages the approvals, the
// changes of a campaign's dates and the cancellations wrote (private.outbox)
// and makes their calls through the one gateway. A publication brings the
// campaign's schedule in Xibo to what the database says it should be now
// (public.xibo_campaign_plan: each approved version on each board, a newer
// one ending the older where it starts, within the campaign's dates, and each
// make-good's extra days as an event of their own, of the version the board
// shows at the campaign's end): events nothing asks for are deleted, events
// whose dates changed are edited, missing ones scheduled, each version's file
// uploaded once. Every call that succeeds
// is kept before the next is made, so a retry, or a second run, goes on from
// there and repeats nothing. A cancellation deletes the campaign's events
// still standing. A failure is recorded (the campaign's timeline says which
// call and why) and tried again after the outbox's backoff. Without a CMS
// configured nothing is sent: the messages are set aside with the reason.

import { artworkFileName, type XiboGateway } from './xibo-gateway.ts';
import type { OutboxMessage } from './outbox-store.ts';
import type { XiboPlan, XiboPlannedEvent, XiboStore } from './xibo-store.ts';

/** Messages one run claims: bounded so a run stays well inside a function's time limit. */
export const XIBO_BATCH = 20;
/** How long a claimed message is the run's alone; longer than its calls take. */
export const XIBO_LEASE_SECONDS = 600;

export const XIBO_SKIPS = {
  notConfigured: 'No Xibo CMS is configured (XIBO_URL, XIBO_CLIENT_ID, XIBO_CLIENT_SECRET): nothing was sent to Xibo.',
  notPublishable: 'The campaign no longer runs: nothing to publish.',
  noBoards: 'None of the campaign’s boards has a Xibo display group and an approved version to show from now on: nothing to publish.',
} as const;

export interface XiboPublishingDeps {
  store: XiboStore;
  /** Null while no CMS is configured. */
  gateway: XiboGateway | null;
  /** The version's file from the private artwork bucket, or null when it is gone. */
  readArtwork(path: string): Promise<Uint8Array | null>;
}

type Done = { outcome: 'done' } | { outcome: 'skipped'; reason: string };

/** A call the plan asks for: a standing event deleted or edited, or a missing one scheduled. */
export type XiboCall =
  { kind: 'delete'; eventId: number } | { kind: 'edit'; event: XiboPlannedEvent & { event_id: number } } | { kind: 'schedule'; event: XiboPlannedEvent };

/**
 * The calls that bring Xibo to the plan: deletions first, then edits (an older
 * version's event ends before the newer one is added), then the new events.
 */
export function plannedCalls(plan: Pick<XiboPlan, 'events' | 'removals'>): XiboCall[] {
  const calls: XiboCall[] = plan.removals.map((eventId) => ({ kind: 'delete', eventId }));
  for (const event of plan.events) {
    if (event.event_id !== null && event.changed) calls.push({ kind: 'edit', event: { ...event, event_id: event.event_id } });
  }
  for (const event of plan.events) {
    if (event.event_id === null) calls.push({ kind: 'schedule', event });
  }
  return calls;
}

async function publish(deps: XiboPublishingDeps & { gateway: XiboGateway }, message: OutboxMessage): Promise<Done> {
  const plan = message.campaign_id ? await deps.store.plan(message.campaign_id) : null;
  if (!plan) return { outcome: 'skipped', reason: XIBO_SKIPS.notPublishable };
  const calls = plannedCalls(plan);
  if (plan.events.length === 0 && calls.length === 0) return { outcome: 'skipped', reason: XIBO_SKIPS.noBoards };
  const { reference } = plan;
  const versions = new Map(plan.versions.map((v) => [v.version_id, { ...v }]));

  /** The version's mediaId and library name, its file uploaded first if Xibo does not hold it yet. */
  async function media(versionId: string): Promise<{ mediaId: number; name: string }> {
    const version = versions.get(versionId);
    if (!version) throw new Error(`The plan names version ${versionId} without its file`);
    const name = artworkFileName(reference, version.version, version.content_type);
    if (version.media_id === null) {
      const bytes = await deps.readArtwork(version.storage_path);
      if (!bytes) throw new Error(`The artwork file of version ${version.version} could not be read`);
      version.media_id = (await deps.gateway.uploadMedia({ name, fileName: name, contentType: version.content_type, bytes })).mediaId;
      await deps.store.recordUpload(message.id, version.version_id, version.media_id, name);
    }
    return { mediaId: version.media_id, name };
  }

  for (const call of calls) {
    if (call.kind === 'delete') {
      const result = await deps.gateway.deleteEvent(call.eventId);
      await deps.store.recordRemoval(message.id, call.eventId, result === 'gone');
      continue;
    }
    const { event } = call;
    const { mediaId, name } = await media(event.version_id);
    const xiboEvent = { mediaId, displayGroupId: event.display_group_id, from: new Date(event.from_at), to: new Date(event.to_at), name };
    if (call.kind === 'edit') {
      if ((await deps.gateway.editEvent(call.event.event_id, xiboEvent)) === 'edited') {
        await deps.store.recordReschedule(message.id, call.event.event_id, event.from_at, event.to_at);
        continue;
      }
      // Deleted in Xibo meanwhile: recorded as gone, and scheduled again with its new dates.
      await deps.store.recordRemoval(message.id, call.event.event_id, true);
    }
    const { eventId } = await deps.gateway.scheduleMedia(xiboEvent);
    await deps.store.recordSchedule(message.id, event.version_id, { ...event, event_id: eventId });
  }
  return { outcome: 'done' };
}

async function unpublish(deps: XiboPublishingDeps & { gateway: XiboGateway }, message: OutboxMessage): Promise<Done> {
  if (!message.campaign_id) return { outcome: 'done' };
  for (const eventId of await deps.store.standingEvents(message.campaign_id)) {
    const result = await deps.gateway.deleteEvent(eventId);
    await deps.store.recordRemoval(message.id, eventId, result === 'gone');
  }
  return { outcome: 'done' };
}

/** The scheduled job: every due Xibo message, its calls made in turn; one failing does not hold the others back. */
export async function runXiboPublishing(deps: XiboPublishingDeps, logError: (line: string, err: unknown) => void): Promise<Record<string, number>> {
  const result = { claimed: 0, done: 0, failed: 0, skipped: 0 };
  const messages = await deps.store.claim(XIBO_BATCH, XIBO_LEASE_SECONDS);
  result.claimed = messages.length;
  const { gateway } = deps;
  for (const message of messages) {
    if (!gateway) {
      await deps.store.finish(message.id, { outcome: 'skipped', reason: XIBO_SKIPS.notConfigured });
      result.skipped += 1;
      continue;
    }
    let done: Done;
    try {
      done = message.kind === 'xibo_unpublish' ? await unpublish({ ...deps, gateway }, message) : await publish({ ...deps, gateway }, message);
    } catch (err) {
      logError(`xibo-publishing: message ${message.id} (${message.kind}) failed`, err);
      await deps.store.finish(message.id, { outcome: 'failed', error: (err instanceof Error ? err.message : String(err)).slice(0, 2000) });
      result.failed += 1;
      continue;
    }
    await deps.store.finish(message.id, done);
    result[done.outcome] += 1;
  }
  return result;
}
