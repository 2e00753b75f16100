import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { noteSlice, rootHydrated, sliceHydrated } from './hydration-progress';

export interface HydrationSliceProps {
  children: ReactNode;
}

/**
 * A part of a prerendered page that React hydrates on its own. React leaves a
 * <Suspense> boundary's server markup in place while it hydrates the root, then
 * hydrates the boundary at a lower priority, yielding to the browser between
 * units of work, and hydrates it at once if a click or key lands on it first.
 * So a page made of slices never holds up a tap with one long hydration task.
 * On the server and in client renders it renders its children at once.
 */
export function HydrationSlice({ children }: HydrationSliceProps) {
  const id = useId();
  noteSlice(id);
  return (
    <Suspense fallback={null}>
      <SliceCommitted id={id} />
      {children}
    </Suspense>
  );
}

function SliceCommitted({ id }: { id: string }) {
  useEffect(() => sliceHydrated(id), [id]);
  return null;
}

/** Rendered once at the top of a hydrated app: its effect runs when the root has committed. */
export function RootCommitted() {
  useEffect(() => rootHydrated(), []);
  return null;
}
