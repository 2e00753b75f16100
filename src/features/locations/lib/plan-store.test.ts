// @vitest-environment jsdom
import { PLAN_STORAGE_KEY } from '@/config/browser-storage';
import { addToPlan, EMPTY_PLAN, parsePlan, readPlan, removeFromPlan, subscribePlan, writePlan } from './plan-store';

const A = '6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11';
const B = '7a1d4b63-6e1f-4b64-8b54-6c2e3e8f1d22';

afterEach(() => localStorage.clear());

describe('parsePlan', () => {
  it('reads a stored plan and refuses anything else', () => {
    expect(parsePlan(JSON.stringify({ ids: [A, B], cycles: 3 }))).toEqual({ ids: [A, B], cycles: 3 });
    expect(parsePlan(null)).toBe(EMPTY_PLAN);
    expect(parsePlan('not json')).toBe(EMPTY_PLAN);
    expect(parsePlan(JSON.stringify({ ids: 'x', cycles: 3 }))).toBe(EMPTY_PLAN);
    expect(parsePlan(JSON.stringify([A]))).toBe(EMPTY_PLAN);
  });

  it('drops ids that are not board ids and repeats, and keeps cycles within 1 to 13', () => {
    expect(parsePlan(JSON.stringify({ ids: [A, A, 'nope', 7, B], cycles: 40 }))).toEqual({ ids: [A, B], cycles: 13 });
  });
});

describe('the plan store', () => {
  it('keeps the plan in local storage and tells its readers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribePlan(listener);
    writePlan(addToPlan(addToPlan(readPlan(), A), B));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual({ ids: [A, B], cycles: 1 });
    const first = readPlan();
    expect(readPlan()).toBe(first);
    writePlan(removeFromPlan(first, A));
    expect(readPlan()).toEqual({ ids: [B], cycles: 1 });
    writePlan(EMPTY_PLAN);
    expect(localStorage.getItem(PLAN_STORAGE_KEY)).toBeNull();
    unsubscribe();
  });

  it('adds a board once', () => {
    expect(addToPlan(addToPlan(EMPTY_PLAN, A), A).ids).toEqual([A]);
  });
});

describe('the start cycle', () => {
  it('is kept with the plan, and a start that is not a date is dropped', () => {
    expect(parsePlan(JSON.stringify({ ids: [A], cycles: 3, start: '2027-01-04' }))).toEqual({ ids: [A], cycles: 3, start: '2027-01-04' });
    expect(parsePlan(JSON.stringify({ ids: [A], cycles: 3, start: 'soon' }))).toEqual({ ids: [A], cycles: 3 });
    writePlan({ ids: [], cycles: 1, start: '2027-01-04' });
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual({ ids: [], cycles: 1, start: '2027-01-04' });
    expect(readPlan().start).toBe('2027-01-04');
    writePlan(EMPTY_PLAN);
  });
});

describe('a plan whose request was sent', () => {
  it('keeps the day it was sent through storage, and any change makes it a new plan', () => {
    writePlan({ ids: [A], cycles: 2, start: '2027-01-04', requestedOn: '2026-11-29' });
    expect(JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY)!)).toEqual({ ids: [A], cycles: 2, start: '2027-01-04', requestedOn: '2026-11-29' });
    expect(readPlan()).toEqual({ ids: [A], cycles: 2, start: '2027-01-04', requestedOn: '2026-11-29' });
    expect(parsePlan(JSON.stringify({ ids: [A], cycles: 1, requestedOn: 'yesterday' }))).toEqual({ ids: [A], cycles: 1 });
    expect(addToPlan(readPlan(), B)).toEqual({ ids: [A, B], cycles: 2, start: '2027-01-04' });
    expect(removeFromPlan(readPlan(), A)).toEqual({ ids: [], cycles: 2, start: '2027-01-04' });
  });
});
