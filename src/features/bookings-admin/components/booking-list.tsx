import { useId, useState } from 'react';
import { bookingPeriodLabel } from '@/lib/booking-status';
import { toast } from '@/lib/toast';
import type { BookingBoard, BookingLead, BookingRow } from '../api/booking';
import { useDecideBooking, type BookingDecision } from '../api/decide-booking';
import type { StatusFilter } from '../lib/booking-filters';
import { BookingCard } from './booking-card';
import { DeclineBookingDialog } from './decline-booking-dialog';

export const BOOKING_LIST_TEXT = {
  heading: {
    requested: 'Requests awaiting a decision',
    confirmed: 'Confirmed bookings',
    declined: 'Declined requests',
    cancelled: 'Cancelled bookings',
    expired: 'Expired requests',
    all: 'All bookings',
  } satisfies Record<StatusFilter, string>,
  none: 'No booking matches this filter.',
  confirmed: (board: string) => `Confirmed: ${board}.`,
  declined: (board: string) => `Declined: ${board}. Its slots are free again.`,
  notified: 'The prospect will be e-mailed within a minute.',
} as const;

export interface BookingListProps {
  bookings: BookingRow[];
  status: StatusFilter;
  boards: Map<string, BookingBoard>;
  leads: Map<string, BookingLead>;
  now: Date;
}

interface Outcome {
  kind: 'done' | 'failed';
  text: string;
}

/** The bookings of the filter; requests are confirmed or declined here (declining asks first). */
export function BookingList({ bookings, status, boards, leads, now }: BookingListProps) {
  const id = useId();
  const decide = useDecideBooking();
  const [declining, setDeclining] = useState<BookingRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const boardName = (booking: BookingRow) => boards.get(booking.location_id)?.name ?? null;

  function run(booking: BookingRow, decision: BookingDecision) {
    setOutcome(null);
    const board = boardName(booking) ?? booking.location_id;
    decide.mutate(
      { id: booking.id, decision },
      {
        onSuccess: () => {
          const done = decision === 'confirmed' ? BOOKING_LIST_TEXT.confirmed(board) : BOOKING_LIST_TEXT.declined(board);
          const mail = booking.lead_id === null ? '' : ` ${BOOKING_LIST_TEXT.notified}`;
          setOutcome({ kind: 'done', text: `${done}${mail}` });
          toast.success(done);
        },
        onError: (e) => {
          setOutcome({ kind: 'failed', text: e.message });
          toast.error(e.message);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {BOOKING_LIST_TEXT.heading[status]} <span className="text-base font-normal text-gray-600">({bookings.length})</span>
      </h2>
      <div aria-live="polite">
        {outcome ? (
          <p
            role={outcome.kind === 'failed' ? 'alert' : 'status'}
            className={
              outcome.kind === 'failed'
                ? 'mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900'
                : 'mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900'
            }
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      {bookings.length === 0 ? <p className="mt-4 text-gray-700">{BOOKING_LIST_TEXT.none}</p> : null}
      <div className="mt-4 space-y-4">
        {bookings.map((booking) => (
          <BookingCard
            key={booking.id}
            booking={booking}
            boardName={boardName(booking)}
            lead={booking.lead_id ? (leads.get(booking.lead_id) ?? null) : null}
            now={now}
            busy={decide.isPending && decide.variables?.id === booking.id}
            onConfirm={() => run(booking, 'confirmed')}
            onDecline={() => setDeclining(booking)}
          />
        ))}
      </div>
      <DeclineBookingDialog
        request={declining ? { board: boardName(declining) ?? declining.location_id, period: bookingPeriodLabel(declining.starts_on, declining.cycles) } : null}
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) run(declining, 'declined');
          setDeclining(null);
        }}
      />
    </section>
  );
}
