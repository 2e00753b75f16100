import { useId } from 'react';
import { Link } from 'react-router-dom';
import { effectiveBookingStatus } from '@shared/booking-slots.ts';
import { Button } from '@/components/ui/button';
import { adminCampaign, adminLead } from '@/config/admin-paths';
import { BOOKING_STATUS_LABELS, bookingPeriodLabel } from '@/lib/booking-status';
import { cn } from '@/lib/cn';
import type { BookingLead, BookingRow } from '../api/booking';
import { holdExpiresLabel } from '../lib/booking-labels';
import { ArtworkLink } from '@/components/admin/artwork-link';

export const CARD_TEXT = {
  confirm: 'Confirm',
  decline: 'Decline',
  working: 'Saving...',
  lead: 'Lead',
  noLead: 'No lead: a phone sale, or the lead was erased.',
  leadUnknown: 'Lead not found (it may have been erased).',
  noArtwork: 'No artwork sent.',
  unknownBoard: 'Unknown board',
  campaign: 'Open campaign',
} as const;

const statusClass = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  declined: 'bg-gray-100 text-gray-800',
  cancelled: 'bg-gray-100 text-gray-800',
  expired: 'bg-gray-100 text-gray-800',
} as const;

export interface BookingCardProps {
  booking: BookingRow;
  boardName: string | null;
  lead: BookingLead | null;
  now: Date;
  /** A decision on this booking is being saved. */
  busy: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}

/** One booking: board, dates, status, the lead and their artwork; Confirm and Decline while it is a live request. */
export function BookingCard({ booking, boardName, lead, now, busy, onConfirm, onDecline }: BookingCardProps) {
  const id = useId();
  const status = effectiveBookingStatus(booking, now);
  return (
    <article aria-labelledby={`${id}-board`} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-board`} className="text-lg font-semibold text-ink">
            {boardName ?? CARD_TEXT.unknownBoard}
          </h3>
          <p className="mt-1 text-sm text-gray-800">{bookingPeriodLabel(booking.starts_on, booking.cycles)}</p>
          {status === 'requested' && booking.expires_at ? <p className="mt-1 text-sm text-gray-700">{holdExpiresLabel(booking.expires_at)}</p> : null}
          {booking.campaign_id ? (
            <Link className="mt-1 inline-block text-sm font-semibold underline" to={adminCampaign(booking.campaign_id)}>
              {CARD_TEXT.campaign}
            </Link>
          ) : null}
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClass[status])}>{BOOKING_STATUS_LABELS[status]}</span>
      </div>
      <div className="mt-3 text-sm text-gray-800">
        {booking.lead_id === null ? (
          <p className="text-gray-700">{CARD_TEXT.noLead}</p>
        ) : lead ? (
          <p className="break-words">
            <span className="font-semibold">{CARD_TEXT.lead}:</span>{' '}
            <Link className="underline" to={adminLead(lead.id)}>
              {lead.name}
            </Link>
            {lead.company ? ` · ${lead.company}` : ''} ·{' '}
            <a className="underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>
          </p>
        ) : (
          <p className="text-gray-700">{CARD_TEXT.leadUnknown}</p>
        )}
        {lead?.artworkPath ? (
          <div className="mt-2">
            <ArtworkLink path={lead.artworkPath} />
          </div>
        ) : booking.lead_id !== null ? (
          <p className="mt-1 text-gray-700">{CARD_TEXT.noArtwork}</p>
        ) : null}
      </div>
      {status === 'requested' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button size="sm" variant="secondary" disabled={busy} onClick={onConfirm}>
            {busy ? CARD_TEXT.working : CARD_TEXT.confirm}
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={onDecline}>
            {CARD_TEXT.decline}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
