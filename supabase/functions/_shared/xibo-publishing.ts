// The xibo-publishing job: claims the Xibo messages the approvals and
// cancellations wrote (private.outbox) and makes their calls through the one
// gateway. A publication uploads the version's file once and schedules it on
// each of its boards' display groups once: every call that succeeds is kept
// before the next is made, so a retry after a failure goes on from there. A
// cancellation deletes the campaign's events still standing. A failure is
// recorded (the campaign's timeline says which call and why) and tried again
// after the outbox's backoff. Without a CMS configured nothing is sent: the
// messages are set aside with the reason.

import { artworkFileName, type XiboGateway } from './xibo-gateway.ts';
import type { OutboxMessage } from './outbox-store.ts';
import type { XiboStore } from './xibo-store.ts';

/** Messages one run claims: bounded so a run stays well inside a function's time limit. */
export const XIBO_BATCH = 20;
/** How long a claimed message is the run's alone; longer than its calls take. */
export const XIBO_LEASE_SECONDS = 600;

export const XIBO_SKIPS = {
  notConfigured: 'No Xibo CMS is configured (XIBO_URL, XIBO_CLIENT_ID, XIBO_CLIENT_SECRET): nothing was sent to Xibo.',
  notPublishable: 'The version is no longer approved, or its campaign no longer runs: nothing to publish.',
  noBoards: 'None of the version’s boards has a Xibo display group: nothing to publish.',
} as const;

export interface XiboPublishingDeps {
  store: XiboStore;
  /** Null while no CMS is configured. */
  gateway: XiboGateway | null;
  /** The version's file from the private artwork bucket, or null when it is gone. */
  readArtwork(path: string): Promise<Uint8Array | null>;
}

type Done = { outcome: 'done' } | { outcome: 'skipped'; reason: string };

async function publish(deps: XiboPublishingDeps & { gateway: XiboGateway }, message: OutboxMessage): Promise<Done> {
  const versionId = typeof message.payload.version_id === 'string' ? message.payload.version_id : null;
  const publication = versionId ? await deps.store.publication(versionId) : null;
  if (!publication) return { outcome: 'skipped', reason: XIBO_SKIPS.notPublishable };
  if (publication.boards.length === 0) return { outcome: 'skipped', reason: XIBO_SKIPS.noBoards };
  const fileName = artworkFileName(publication.reference, publication.version, publication.content_type);
  let mediaId = publication.media_id;
  if (mediaId === null) {
    const bytes = await deps.readArtwork(publication.storage_path);
    if (!bytes) throw new Error(`The artwork file of version ${publication.version} could not be read`);
    mediaId = (await deps.gateway.uploadMedia({ name: fileName, fileName, contentType: publication.content_type, bytes })).mediaId;
    await deps.store.recordUpload(message.id, publication.version_id, mediaId, fileName);
  }
  for (const board of publication.boards) {
    if (board.event_id !== null) continue;
    const from = new Date(board.from_at);
    const to = new Date(board.to_at);
    // Already over (a campaign whose last day passed before its approval): nothing to show.
    if (!(to > from)) continue;
    const { eventId } = await deps.gateway.scheduleMedia({ mediaId, displayGroupId: board.display_group_id, from, to, name: fileName });
    await deps.store.recordSchedule(message.id, publication.version_id, { ...board, event_id: eventId });
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
