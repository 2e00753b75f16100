import { useId } from 'react';
import { site } from '@/config/site';
import { CAMPAIGN } from '@shared/business-rules.ts';

const CYCLE_OPTIONS = Array.from({ length: CAMPAIGN.maxCycles - CAMPAIGN.minCycles + 1 }, (_, i) => CAMPAIGN.minCycles + i);

export const CYCLES_LABEL = `Number of ${site.pricing.cycleWeeks}-week cycles`;

export const fieldClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus';

export function CyclesSelect({ value, onChange, disabled = false }: { value: number; onChange: (cycles: number) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {CYCLES_LABEL}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} disabled={disabled} className={fieldClass}>
        {CYCLE_OPTIONS.map((cycles) => (
          <option key={cycles} value={cycles}>
            {cycles}
          </option>
        ))}
      </select>
    </div>
  );
}
