import { Suspense, useState, type ReactNode } from 'react';
import { takeHydrationTurn, type HydrationTurn } from './hydration-turns';

export interface HydrationSliceProps {
  /** Must render exactly one element: that element is what Preact keeps while the slice waits. */
  children: ReactNode;
}

/**
 * A part of the page that hydrates in a task of its own (see hydration-turns.ts).
 * On the server and in client-side renders it renders its children at once.
 */
export function HydrationSlice({ children }: HydrationSliceProps) {
  // Held here, above the boundary: the suspending gate loses its own state.
  const [turn] = useState(takeHydrationTurn);
  return (
    <Suspense fallback={null}>
      <TurnGate turn={turn}>{children}</TurnGate>
    </Suspense>
  );
}

function TurnGate({ turn, children }: { turn: HydrationTurn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return <>{children}</>;
}
