import { describe, expect, it } from 'vitest';
import type { RpcClient } from './lead-supabase-store';
import { plannedEvent } from './testing/xibo-events';
import { createXiboStore } from './xibo-store';

function recordingClient(): { db: RpcClient; calls: { fn: string; args: Record<string, unknown> }[] } {
  const calls: { fn: string; args: Record<string, unknown> }[] = [];
  return { calls, db: { rpc: async (fn, args) => (calls.push({ fn, args }), { data: null, error: null }) } };
}

const scheduled = { ...plannedEvent(), event_id: 7 };

describe('the Xibo store records a scheduled event', () => {
  it('with the make-good whose extra days it plays, so the plan finds it standing for that make-good', async () => {
    const { db, calls } = recordingClient();
    await createXiboStore(db).recordSchedule(3, 'v1', {
      ...scheduled,
      make_good_id: 'mg-1',
      from_at: '2027-03-01T05:00:00+00:00',
      to_at: '2027-03-06T05:00:00+00:00',
    });
    expect(calls).toEqual([
      {
        fn: 'record_xibo_schedule',
        args: {
          p_message: 3,
          p_version: 'v1',
          p_location: 'board-a',
          p_event_id: 7,
          p_display_group: 42,
          p_from: '2027-03-01T05:00:00+00:00',
          p_to: '2027-03-06T05:00:00+00:00',
          p_make_good: 'mg-1',
        },
      },
    ]);
  });

  it('with no make-good for the booked run’s event', async () => {
    const { db, calls } = recordingClient();
    await createXiboStore(db).recordSchedule(3, 'v1', scheduled);
    expect(calls[0]!.args).toMatchObject({ p_event_id: 7, p_make_good: null });
  });
});
