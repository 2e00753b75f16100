// A planned Xibo event as xibo_campaign_plan answers it, for the tests of the
// job and of its store: version 1 on board A's display group, not yet made.
import type { XiboPlannedEvent } from '../xibo-store.ts';

export function plannedEvent(fields: Partial<XiboPlannedEvent> = {}): XiboPlannedEvent {
  return {
    version_id: 'v1',
    location_id: 'board-a',
    board: 'Board A',
    display_group_id: 42,
    make_good_id: null,
    from_at: '2027-01-04T05:00:00+00:00',
    to_at: '2027-03-01T05:00:00+00:00',
    event_id: null,
    changed: false,
    ...fields,
  };
}
