import { HOUR_MS } from '@/lib/format-date';

/** How long from `since` to `now`, as the worklist says it: 'under an hour', '5 hours', '3 days'. */
export function waited(since: string, now: string): string {
  const hours = Math.floor((Date.parse(now) - Date.parse(since)) / HOUR_MS);
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}
