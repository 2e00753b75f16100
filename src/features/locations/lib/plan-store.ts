import { CAMPAIGN, PLAN } from '@shared/business-rules.ts';
import { clampCycles } from './plan-limits';
import { UUID_PATTERN } from '@shared/uuid.ts';
import { PLAN_STORAGE_KEY } from '@/config/browser-storage';

// The visitor's campaign plan: the boards they chose and for how many cycles,
// kept in local storage so it survives a reload and a visit to another page.
// A store for useSyncExternalStore: one parsed plan per stored text, so
// readers get the same object until the plan changes.

export interface CampaignPlan {
  ids: string[];
  cycles: number;
  /** The chosen first cycle, 'YYYY-MM-DD'; absent means the next cycle to start (see plan-period.ts). */
  start?: string;
  /** The day its quote request was sent, 'YYYY-MM-DD': the plan is kept to look at, not offered as a new one. Any change makes it a new plan. */
  requestedOn?: string;
}

export const EMPTY_PLAN: CampaignPlan = Object.freeze({ ids: [], cycles: CAMPAIGN.minCycles }) as CampaignPlan;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What was stored, if it is a plan; anything else (an old shape, hand edits) is no plan. */
export function parsePlan(raw: string | null): CampaignPlan {
  if (!raw) return EMPTY_PLAN;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_PLAN;
    const { ids, cycles, start, requestedOn } = value as Record<string, unknown>;
    if (!Array.isArray(ids) || typeof cycles !== 'number') return EMPTY_PLAN;
    const valid = [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID_PATTERN.test(id)))].slice(0, PLAN.maxBoards);
    // A start that is not a date is dropped; one that has passed is the period's to judge.
    return {
      ids: valid,
      cycles: clampCycles(cycles),
      ...(typeof start === 'string' && DAY.test(start) ? { start } : {}),
      ...(typeof requestedOn === 'string' && DAY.test(requestedOn) ? { requestedOn } : {}),
    };
  } catch {
    return EMPTY_PLAN;
  }
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; plan: CampaignPlan } = { raw: null, plan: EMPTY_PLAN };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the plan lives for this page only.
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(PLAN_STORAGE_KEY) : memory;
}

export function readPlan(): CampaignPlan {
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, plan: parsePlan(raw) };
  return cache.plan;
}

export function writePlan(plan: CampaignPlan): void {
  const raw =
    plan.ids.length === 0 && plan.cycles === CAMPAIGN.minCycles && !plan.start
      ? null
      : JSON.stringify({
          ids: plan.ids,
          cycles: clampCycles(plan.cycles),
          ...(plan.start ? { start: plan.start } : {}),
          ...(plan.requestedOn ? { requestedOn: plan.requestedOn } : {}),
        });
  const store = storage();
  try {
    if (raw === null) store?.removeItem(PLAN_STORAGE_KEY);
    else store?.setItem(PLAN_STORAGE_KEY, raw);
  } catch {
    // Full or refused: keep it in memory for this page.
  }
  memory = raw;
  for (const listener of listeners) listener();
}

export function subscribePlan(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the plan.
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The plan changed by the visitor: no longer the one they sent, so a new plan to request. */
export function changedPlan(plan: CampaignPlan, change: Partial<Omit<CampaignPlan, 'requestedOn'>>): CampaignPlan {
  const next: CampaignPlan = { ...plan, ...change };
  delete next.requestedOn;
  return next;
}

export const addToPlan = (plan: CampaignPlan, id: string): CampaignPlan =>
  plan.ids.includes(id) || plan.ids.length >= PLAN.maxBoards ? plan : changedPlan(plan, { ids: [...plan.ids, id] });

export const removeFromPlan = (plan: CampaignPlan, id: string): CampaignPlan => changedPlan(plan, { ids: plan.ids.filter((known) => known !== id) });
