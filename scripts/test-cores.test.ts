import { describe, expect, it } from 'vitest';
import { stepsToStart, type CoreStep } from './test-cores.mjs';

const ids = (starts: { step: CoreStep; cores: number }[]) => starts.map((s) => `${s.step.id}:${s.cores}`);

describe('stepsToStart', () => {
  it('starts steps in order while cores are free, one core each by default', () => {
    const steps: CoreStep[] = [{ id: 'build' }, { id: 'postgres' }, { id: 'lint' }];
    expect(ids(stepsToStart(steps, { total: 2, inUse: 0, ended: new Set() }))).toEqual(['build:1', 'postgres:1']);
    expect(ids(stepsToStart(steps.slice(2), { total: 2, inUse: 2, ended: new Set() }))).toEqual([]);
  });

  it('gives a step that takes a range what is free, within its range', () => {
    const unit: CoreStep = { id: 'unit', cores: { min: 1, max: 4 } };
    expect(ids(stepsToStart([unit], { total: 4, inUse: 1, ended: new Set() }))).toEqual(['unit:3']);
    expect(ids(stepsToStart([unit], { total: 8, inUse: 0, ended: new Set() }))).toEqual(['unit:4']);
  });

  it('never puts more cores to work than the machine has', () => {
    const steps: CoreStep[] = [{ id: 'a', cores: { min: 1, max: 2 } }, { id: 'b' }, { id: 'c' }];
    const starts = stepsToStart(steps, { total: 2, inUse: 0, ended: new Set() });
    expect(ids(starts)).toEqual(['a:2']);
  });

  it('passes over a step whose needs have not ended, and starts it once they have', () => {
    const steps: CoreStep[] = [{ id: 'browser', needs: ['build'] }, { id: 'lint' }];
    expect(ids(stepsToStart(steps, { total: 1, inUse: 0, ended: new Set() }))).toEqual(['lint:1']);
    expect(ids(stepsToStart(steps, { total: 1, inUse: 0, ended: new Set(['build']) }))).toEqual(['browser:1']);
  });

  it('keeps the order: a step waiting for more cores than are free is not overtaken', () => {
    const steps: CoreStep[] = [{ id: 'browser', cores: { min: 2, max: 2 } }, { id: 'lint' }];
    expect(ids(stepsToStart(steps, { total: 2, inUse: 1, ended: new Set() }))).toEqual([]);
    expect(ids(stepsToStart(steps, { total: 2, inUse: 0, ended: new Set() }))).toEqual(['browser:2']);
  });

  it('starts a step that wants more cores than the machine has when nothing else runs, with all of them', () => {
    expect(ids(stepsToStart([{ id: 'browser', cores: { min: 2, max: 4 } }], { total: 1, inUse: 0, ended: new Set() }))).toEqual(['browser:1']);
  });
});
