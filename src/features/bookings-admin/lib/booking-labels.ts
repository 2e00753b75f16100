import { formatDay, torontoDate } from '@shared/booking-cycles.ts';

/** 'Dec 2, 2026': the day in Toronto, where the staff work. */
export function shortDay(instant: string): string {
  return formatDay(torontoDate(new Date(instant))).replace(/^\S+ /, '');
}

/** 'Hold expires Dec 2, 2026' */
export function holdExpiresLabel(expiresAt: string): string {
  return `Hold expires ${shortDay(expiresAt)}`;
}
