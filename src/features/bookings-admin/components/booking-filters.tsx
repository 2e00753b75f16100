import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { BOOKING_STATUSES, BOOKING_STATUS_LABELS } from '@/lib/booking-status';
import type { BookingBoard, BookingLead } from '../api/booking';
import type { BookingFilter, StatusFilter } from '../lib/booking-filters';

export const BOOKING_FILTER_TEXT = {
  board: 'Board',
  allBoards: 'All boards',
  inactive: ' (inactive)',
  status: 'Bookings listed',
  all: 'All statuses',
  lead: (name: string) => `Showing the bookings of ${name}.`,
  unknownLead: 'Showing the bookings of one lead.',
  allLeads: 'Show every lead',
} as const;

const selectClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

export interface BookingFiltersProps {
  filter: BookingFilter;
  onChange: (filter: BookingFilter) => void;
  boards: BookingBoard[];
  lead: BookingLead | null;
}

/** Board and status (kept in the URL); a lead's filter comes from the leads inbox and can be cleared here. */
export function BookingFilters({ filter, onChange, boards, lead }: BookingFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="min-w-[14rem] flex-1 sm:flex-none">
        <label htmlFor={`${id}-board`} className="block text-sm font-medium">
          {BOOKING_FILTER_TEXT.board}
        </label>
        <select id={`${id}-board`} value={filter.board ?? ''} onChange={(e) => onChange({ ...filter, board: e.target.value || null })} className={selectClass}>
          <option value="">{BOOKING_FILTER_TEXT.allBoards}</option>
          {boards.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
              {board.is_active ? '' : BOOKING_FILTER_TEXT.inactive}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-[14rem] flex-1 sm:flex-none">
        <label htmlFor={`${id}-status`} className="block text-sm font-medium">
          {BOOKING_FILTER_TEXT.status}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(e) => onChange({ ...filter, status: e.target.value as StatusFilter })}
          className={selectClass}
        >
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
          <option value="all">{BOOKING_FILTER_TEXT.all}</option>
        </select>
      </div>
      {filter.lead ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>{lead ? BOOKING_FILTER_TEXT.lead(lead.name) : BOOKING_FILTER_TEXT.unknownLead}</p>
          <Button size="sm" variant="outline" onClick={() => onChange({ ...filter, lead: null })}>
            {BOOKING_FILTER_TEXT.allLeads}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
