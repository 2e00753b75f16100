import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useBookingOverview } from '../api/get-booking-overview';
import { useBookingFilter } from '../hooks/use-booking-filter';
import { useCycleStarts } from '../hooks/use-cycle-starts';
import { filterBookings, filterGridRows } from '../lib/booking-filters';
import { buildGrid } from '../lib/booking-grid';
import { AvailabilityGrid } from './availability-grid';
import { BookingFilters } from './booking-filters';
import { BookingList } from './booking-list';
import { ManualBookingForm } from './manual-booking-form';

export const BOOKINGS_TEXT = {
  loading: 'Loading bookings...',
  failed: 'Could not load the bookings: ',
  retry: 'Try Again',
} as const;

/** The staff's bookings: the slots grid, the requests to decide, and phone sales. */
export function BookingsAdmin() {
  const cycles = useCycleStarts();
  const [filter, setFilter] = useBookingFilter();
  const overview = useBookingOverview(cycles.grid, { status: filter.status, lead: filter.lead });
  const data = overview.data;

  // 'now' moves with each read, so a hold that ran out since reads as expired.
  const now = useMemo(() => new Date(overview.dataUpdatedAt || Date.now()), [overview.dataUpdatedAt]);
  const grid = useMemo(() => (data ? buildGrid(data.boards, data.taken, data.cycleStarts) : []), [data]);
  const boardsById = useMemo(() => new Map((data?.boards ?? []).map((b) => [b.id, b])), [data]);

  if (overview.isPending) return <p className="mt-6">{BOOKINGS_TEXT.loading}</p>;
  if (overview.isError)
    return (
      <div role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {BOOKINGS_TEXT.failed}
          {overview.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void overview.refetch()}>
          {BOOKINGS_TEXT.retry}
        </Button>
      </div>
    );

  const { boards, bookings, leads } = overview.data;
  return (
    <>
      <BookingFilters filter={filter} onChange={setFilter} boards={boards} lead={filter.lead ? (leads.get(filter.lead) ?? null) : null} />
      <AvailabilityGrid
        rows={filterGridRows(grid, filter, bookings)}
        cycleStarts={cycles.grid}
        current={cycles.current}
        forceAll={filter.board !== null || filter.lead !== null}
      />
      <BookingList bookings={filterBookings(bookings, filter, now)} status={filter.status} boards={boardsById} leads={leads} now={now} />
      <ManualBookingForm boards={boards.filter((b) => b.is_active)} cycleStarts={cycles.sale} />
    </>
  );
}
