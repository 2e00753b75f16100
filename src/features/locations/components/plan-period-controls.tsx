import { useId } from 'react';
import { cycleStartLabel } from '@shared/booking-cycles.ts';
import type { PlanPeriod } from '../lib/plan-period';
import { CyclesSelect, fieldClass } from './cycles-select';

export const START_LABEL = 'Start cycle';

export interface PlanPeriodControlsProps {
  /** Null until the page is live (the dates depend on today). */
  period: PlanPeriod | null;
  cycles: number;
  onStart: (start: string) => void;
  onCycles: (cycles: number) => void;
  disabled?: boolean;
}

/** The plan's dates: one of the next BOOKING.bookableStarts cycle starts, and a campaign length within CAMPAIGN. */
export function PlanPeriodControls({ period, cycles, onStart, onCycles, disabled = false }: PlanPeriodControlsProps) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {START_LABEL}
        </label>
        <select id={id} value={period?.start ?? ''} onChange={(e) => onStart(e.target.value)} disabled={disabled || !period} className={fieldClass}>
          {period ? (
            period.starts.map((start) => (
              <option key={start} value={start}>
                {cycleStartLabel(start)}
              </option>
            ))
          ) : (
            <option value="">…</option>
          )}
        </select>
      </div>
      <CyclesSelect value={cycles} onChange={onCycles} disabled={disabled} />
    </div>
  );
}
