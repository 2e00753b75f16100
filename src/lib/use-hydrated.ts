import { useEffect, useState } from 'react';

/**
 * False on the first render (the prerendered HTML and the render that hydrates
 * it), true once the app runs. Lets a prerendered control that needs the app,
 * such as a form's submit button, wait until it works.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
