import { useEffect } from 'react';
import { writeDraft } from '../lib/draft-storage';
import type { PostFormValues } from '../lib/post-form-values';

export const AUTOSAVE_DELAY_MS = 800;

export interface UseAutosaveOptions {
  key: string;
  values: PostFormValues;
  /** Only changed forms are saved. */
  enabled: boolean;
}

/** Writes the form to localStorage once changes pause for 800 ms (each change restarts the wait). */
export function useAutosave({ key, values, enabled }: UseAutosaveOptions): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => writeDraft(key, values), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, values, enabled]);
}
