import { useLayoutEffect } from 'react';

// A prerendered form can be typed into before its part of the page is
// hydrated: before the app starts (src/main.tsx waits for the page to paint),
// or while React is still hydrating that slice. React keeps a field's value
// while it hydrates it, but the form's state was made when the slice rendered,
// and the visitor may have typed between that render and its commit; events in
// that gap never reach the form. So the form reads its fields again right after
// the commit that hydrates them, before any later event is handled.

/** What is in the prerendered text field with this id; '' when there is none (a fresh render, the server). */
export function prerenderedValue(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}

/**
 * Once, right after the form's first commit: calls `keep` with what the
 * fields with these ids hold, when any of them holds something the state does
 * not (`current`, in the same order).
 */
export function useTypedBeforeHydration(ids: readonly string[], current: readonly string[], keep: (typed: string[]) => void): void {
  useLayoutEffect(() => {
    const typed = ids.map(prerenderedValue);
    if (typed.some((value, i) => value !== '' && value !== current[i])) keep(typed.map((value, i) => value || current[i]!));
    // Only the commit that hydrates the fields matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
