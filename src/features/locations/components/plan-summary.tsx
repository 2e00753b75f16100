import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDay } from '@shared/booking-cycles.ts';
import { priceText } from '../lib/board-facts';
import { estimatePlan } from '../lib/estimate';
import { periodText } from '../lib/period-text';
import type { LeftOutBoard, QuoteBoard, QuoteBooking } from '../lib/quote-plan';
import { EstimateNote } from './estimate-note';

/** Tailwind's sm: wide enough for the whole estimate above the form. */
const WIDE = '(min-width: 640px)';

export const SUMMARY_TEXT = {
  heading: 'Your campaign plan',
  estimate: 'Estimate',
  dates: 'Dates:',
  boards: 'Boards:',
  edit: 'Edit plan',
  exclude: "Don't include my plan",
  leftOut: 'Left out of this request, sold out for these dates:',
  nextFree: (start: string) => `next free ${formatDay(start)}`,
  noNextFree: 'no free start in the next few months',
  noneFree: 'No board of your plan is free for these dates, so your message goes without dates.',
} as const;

export interface PlanSummaryProps {
  /** The boards to request, with their dates; absent when none of the plan's boards is free. */
  request: { boards: readonly QuoteBoard[]; booking: QuoteBooking } | null;
  leftOut: readonly LeftOutBoard[];
  /** Sends the message without the plan. */
  onExclude: () => void;
}

/** The visitor's plan above the contact form: boards, dates and the estimate, and any board left out and why. */
export function PlanSummary({ request, leftOut, onExclude }: PlanSummaryProps) {
  // Read once: the summary only ever renders in the browser (the plan is the visitor's).
  const [wide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE).matches);
  return (
    <section aria-labelledby="plan-summary-heading" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:mb-8 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-summary-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
          <ClipboardList aria-hidden="true" className="h-5 w-5" />
          {SUMMARY_TEXT.heading}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link to={paths.billboardMap} className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4">
            {SUMMARY_TEXT.edit}
          </Link>
          <button type="button" onClick={onExclude} className="font-semibold text-ink underline decoration-gray-400 decoration-2 underline-offset-4">
            {SUMMARY_TEXT.exclude}
          </button>
        </div>
      </div>
      {request ? (
        <>
          <p className="mt-2 text-gray-800">
            <span className="font-semibold">{SUMMARY_TEXT.dates}</span> {periodText(request.booking.starts_on, request.booking.cycles)}
          </p>
          <p className="mt-2 font-semibold text-gray-800">{SUMMARY_TEXT.boards}</p>
          <ul className="mt-1 space-y-1">
            {request.boards.map((board) => (
              <li key={board.id} className="text-gray-800">
                <span className="font-semibold text-ink">{board.name}</span>, {board.address}: {priceText(board)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 font-semibold text-gray-800">{SUMMARY_TEXT.noneFree}</p>
      )}
      {leftOut.length > 0 && (
        <div className="mt-3">
          <p className="font-semibold text-red-800">{SUMMARY_TEXT.leftOut}</p>
          <ul aria-label={SUMMARY_TEXT.leftOut} className="mt-1 space-y-1">
            {leftOut.map((board) => (
              <li key={board.id} className="text-gray-800">
                <span className="font-semibold text-gray-700 line-through">{board.name}</span>, {board.address}:{' '}
                {board.nextFree ? SUMMARY_TEXT.nextFree(board.nextFree) : SUMMARY_TEXT.noNextFree}
              </li>
            ))}
          </ul>
        </div>
      )}
      {request && (
        // Folded on a phone, where the form must start on the first screen; open on wider screens.
        <details open={wide} className="mt-3">
          <summary className="cursor-pointer font-semibold text-ink">{SUMMARY_TEXT.estimate}</summary>
          <EstimateNote estimate={estimatePlan(request.boards, request.booking.cycles)} cycles={request.booking.cycles} />
        </details>
      )}
    </section>
  );
}
