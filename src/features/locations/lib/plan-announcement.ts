// What the last change to the plan was, said in words: one message at a time,
// shared by every place a board is added (its page, the map's list and window),
// for the announcer that both shows it and reads it out.

export interface PlanAnnouncement {
  /** Grows with every message, so the same words said twice are shown twice. */
  id: number;
  text: string;
}

export const PLAN_ANNOUNCEMENTS = {
  added: (name: string) => `${name} was added to your plan.`,
  removed: (name: string) => `${name} was taken out of your plan.`,
  cleared: 'Your plan was cleared.',
} as const;

const listeners = new Set<() => void>();
let current: PlanAnnouncement | null = null;

export function announcePlanChange(text: string): void {
  current = { id: (current?.id ?? 0) + 1, text };
  for (const listener of listeners) listener();
}

export function dismissPlanAnnouncement(id: number): void {
  if (current?.id !== id) return;
  current = { id, text: '' };
  for (const listener of listeners) listener();
}

export const readPlanAnnouncement = (): PlanAnnouncement | null => current;

export function subscribePlanAnnouncement(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
