import { useEffect, useSyncExternalStore } from 'react';
import { dismissPlanAnnouncement, readPlanAnnouncement, subscribePlanAnnouncement } from '../lib/plan-announcement';

/** How long a message stays on screen; screen readers have read it by then. */
export const PLAN_ANNOUNCEMENT_MS = 5000;

const none = () => null;

/**
 * Says each change to the plan in a polite live region that is on the page
 * before the first message (a region added with its words is often not read),
 * and shows it fixed on screen, above the phone's action bar: on a wide map the
 * plan's panel may be scrolled away, and the words are the only sign.
 */
export function PlanAnnouncer() {
  const message = useSyncExternalStore(subscribePlanAnnouncement, readPlanAnnouncement, none);
  const id = message?.id;
  const text = message?.text ?? '';

  useEffect(() => {
    if (id === undefined || !text) return;
    const timer = window.setTimeout(() => dismissPlanAnnouncement(id), PLAN_ANNOUNCEMENT_MS);
    return () => window.clearTimeout(timer);
  }, [id, text]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-plan-announcer=""
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--mobile-action-bar-space)+0.75rem)] z-50 flex justify-center px-4 print:hidden"
    >
      {text ? <p className="rounded-lg bg-ink px-4 py-3 text-center font-semibold text-white shadow-lg">{text}</p> : null}
    </div>
  );
}
