import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft } from '../lib/draft-storage';
import { emptyPostFormValues } from '../lib/post-form-values';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave';

const KEY = 'blog-draft:new';

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes nothing before 800 ms and the draft once changes pause for 800 ms', () => {
    expect(AUTOSAVE_DELAY_MS).toBe(800);
    const values = { ...emptyPostFormValues, title: 'Hello' };
    renderHook(() => useAutosave({ key: KEY, values, enabled: true }));
    vi.advanceTimersByTime(799);
    expect(localStorage.getItem(KEY)).toBeNull();
    vi.advanceTimersByTime(1);
    const stored = readDraft(KEY);
    expect(stored.status === 'found' && stored.draft.values.title).toBe('Hello');
  });

  it('restarts the wait on every change', () => {
    const { rerender } = renderHook(({ title }) => useAutosave({ key: KEY, values: { ...emptyPostFormValues, title }, enabled: true }), {
      initialProps: { title: 'H' },
    });
    vi.advanceTimersByTime(500);
    rerender({ title: 'He' });
    vi.advanceTimersByTime(500);
    expect(localStorage.getItem(KEY)).toBeNull();
    rerender({ title: 'Hey' });
    vi.advanceTimersByTime(800);
    const stored = readDraft(KEY);
    expect(stored.status === 'found' && stored.draft.values.title).toBe('Hey');
  });

  it('saves nothing while disabled (no changes)', () => {
    renderHook(() => useAutosave({ key: KEY, values: emptyPostFormValues, enabled: false }));
    vi.advanceTimersByTime(5000);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
