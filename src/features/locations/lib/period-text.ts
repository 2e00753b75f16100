import { cycleEnd, formatDay } from '@shared/booking-cycles.ts';

/** 'Mon Jan 4 – Sun Mar 28, 2027 (3 cycles)'; both years when the campaign crosses one. */
export function periodText(start: string, cycles: number): string {
  const first = formatDay(start);
  const last = formatDay(cycleEnd(start, cycles));
  const sameYear = start.slice(0, 4) === cycleEnd(start, cycles).slice(0, 4);
  const from = sameYear ? first.replace(/, \d{4}$/, '') : first;
  return `${from} – ${last} (${cycles} ${cycles === 1 ? 'cycle' : 'cycles'})`;
}
