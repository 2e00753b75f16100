import { describe, expect, it } from 'vitest';
import { plannedCalls } from './xibo-publishing';
import { plannedEvent } from './testing/xibo-events';

const event = plannedEvent;

describe('the calls a campaign’s Xibo plan asks for', () => {
  it('deletes what nothing asks for, then edits the events whose dates changed, then schedules the missing ones', () => {
    const ended = event({ event_id: 7, changed: true, to_at: '2027-02-01T05:00:00+00:00' });
    const unchanged = event({ location_id: 'board-b', board: 'Board B', event_id: 8 });
    const missing = event({ version_id: 'v2', from_at: '2027-02-01T05:00:00+00:00' });
    expect(plannedCalls({ events: [missing, ended, unchanged], removals: [3, 5] })).toEqual([
      { kind: 'delete', eventId: 3 },
      { kind: 'delete', eventId: 5 },
      { kind: 'edit', event: ended },
      { kind: 'schedule', event: missing },
    ]);
  });

  it('asks for nothing once Xibo stands as planned', () => {
    expect(plannedCalls({ events: [event({ event_id: 7 }), event({ version_id: 'v2', event_id: 9 })], removals: [] })).toEqual([]);
  });
});
