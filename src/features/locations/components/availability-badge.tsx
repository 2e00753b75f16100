import { AVAILABILITY_LABELS, type AvailabilityStatus } from '@shared/booking-cycles.ts';
import { cn } from '@/lib/cn';

const TONES: Record<AvailabilityStatus, string> = {
  available: 'bg-green-100 text-green-900',
  'last-slot': 'bg-amber-100 text-amber-900',
  'sold-out': 'bg-red-100 text-red-900',
};

/** Available, '1 slot left' or Sold out for the plan's dates; nothing while they are unknown. */
export function AvailabilityBadge({ status }: { status: AvailabilityStatus | null }) {
  if (!status) return null;
  return (
    <span data-availability={status} className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])}>
      {AVAILABILITY_LABELS[status]}
    </span>
  );
}
