import { vi } from 'vitest';
import { toast } from '@/lib/toast';

/**
 * Fakes the site's toasts for the current test (spies the setup file
 * restores): each kind does what `fakes` gives, or nothing. `toast.success`
 * and the others are then the spies, for a test to check what was shown.
 */
export function fakeToast(fakes: Partial<typeof toast> = {}): void {
  for (const kind of Object.keys(toast) as (keyof typeof toast)[]) {
    vi.spyOn(toast, kind).mockImplementation(fakes[kind] ?? (() => undefined));
  }
}
