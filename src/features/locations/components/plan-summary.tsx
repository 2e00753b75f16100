import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { priceText } from '../lib/board-facts';
import { estimatePlan } from '../lib/estimate';
import { periodText } from '../lib/period-text';
import type { QuoteBoard, QuoteBooking } from '../lib/quote-plan';
import { EstimateNote } from './estimate-note';

export const SUMMARY_TEXT = {
  heading: 'Your campaign plan',
  dates: 'Dates:',
  boards: 'Boards:',
  edit: 'Edit plan',
} as const;

export interface PlanSummaryProps {
  boards: readonly QuoteBoard[];
  booking: QuoteBooking;
}

/** The plan the visitor brought from the map, above the contact form: boards, dates and the estimate. */
export function PlanSummary({ boards, booking }: PlanSummaryProps) {
  return (
    <section aria-labelledby="plan-summary-heading" className="mb-8 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-summary-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
          <ClipboardList aria-hidden="true" className="h-5 w-5" />
          {SUMMARY_TEXT.heading}
        </h2>
        <Link to={paths.billboardMap} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
          {SUMMARY_TEXT.edit}
        </Link>
      </div>
      <p className="mt-2 text-gray-800">
        <span className="font-semibold">{SUMMARY_TEXT.dates}</span> {periodText(booking.starts_on, booking.cycles)}
      </p>
      <p className="mt-2 font-semibold text-gray-800">{SUMMARY_TEXT.boards}</p>
      <ul className="mt-1 space-y-1">
        {boards.map((board) => (
          <li key={board.id} className="text-gray-800">
            <span className="font-semibold text-ink">{board.name}</span>, {board.address}: {priceText(board)}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <EstimateNote estimate={estimatePlan(boards, booking.cycles)} cycles={booking.cycles} />
      </div>
    </section>
  );
}
