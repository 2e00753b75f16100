import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render (the prerendered HTML and the render that hydrates
 * it), true once the app runs. Lets a prerendered control that needs the app,
 * such as a form's submit button, wait until it works.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: on a page of hundreds of cards, the re-render this causes is
  // done in the background in short slices, not in one task that holds up a tap.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
