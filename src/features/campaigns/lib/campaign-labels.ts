import { formatTorontoDateTime } from '@/lib/format-toronto-time';
import { formatDay } from '@shared/booking-cycles.ts';
import { formatCents } from '@shared/money.ts';
import { paymentMethodLabel } from '@/lib/payment-methods';
import { MESSAGE_NAMES, messageName } from '@/lib/message-names';
import type { Json } from '@/types/database';
import type { CampaignEvent } from '../api/campaign';
import type { CampaignStatus } from './campaign-transitions';

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  live: 'Live',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const CAMPAIGN_STATUS_CLASSES: Record<CampaignStatus, string> = {
  requested: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  live: 'bg-blue-100 text-blue-900',
  completed: 'bg-gray-100 text-gray-800',
  declined: 'bg-gray-100 text-gray-800',
  cancelled: 'bg-gray-100 text-gray-800',
  expired: 'bg-gray-100 text-gray-800',
};

/** 'Nov 27, 2026, 9:14 a.m.' in Toronto time, as the staff read it. */
export function formatWhen(instant: string): string {
  return formatTorontoDateTime(instant);
}

/** Who acted: the site itself (a request, the schedule), the signed-in staff member, or another staff account. */
export function actorLabel(actorId: string | null, viewerId: string | null): string {
  if (actorId === null) return 'The site';
  return actorId === viewerId ? 'You' : 'Another staff account';
}

const ACTION_LABELS: Record<string, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
  live: 'Went live',
  completed: 'Completed',
  extended: 'Extended',
  moved: 'Moved',
  price_set: 'Price changed',
  merged: 'Advertiser records merged',
  emailed: 'E-mailed the advertiser',
  deposit_paid: 'Deposit paid by card',
  payment_recorded: 'Payment recorded',
  refunded: 'Refunded by card',
  refund_recorded: 'Refund recorded',
  go_live_set: 'Go-live set',
  notice_skipped: 'Confirmation not e-mailed',
  card_authorised: 'Deposit held on the card',
  card_capture_requested: 'Card charge asked of Stripe',
  card_release_requested: 'Card hold release asked of Stripe',
  card_released: 'Card hold released',
  card_authorisation_lapsed: 'Card hold lapsed before confirmation',
  card_call_failed: 'Stripe call given up',
  xibo_uploaded: 'Artwork uploaded to Xibo',
  xibo_scheduled: 'Scheduled in Xibo',
  xibo_rescheduled: 'Xibo event moved',
  xibo_unscheduled: 'Removed from the Xibo schedule',
  xibo_failed: 'Xibo call failed',
  make_good: 'Make-good recorded',
};

/** What an e-mail added, as its sender noted it. */
const MESSAGE_NOTES: Record<string, string> = {
  deposit_link: ', with the deposit link',
  invoice_follows: ', saying an invoice will follow',
  deposit: ', for the deposit',
  campaign: ', for the campaign’s cycles',
};

/** 'Confirmation e-mailed to ana@example.com, with the deposit link'; never the raw kind. */
export function messageLabel(kind: string | null, to: string | null, note: string | null = null): string {
  const what = kind ? MESSAGE_NAMES[kind] : undefined;
  const where = to ? ` to ${to}` : '';
  return what ? `${what} e-mailed${where}${(note && MESSAGE_NOTES[note]) ?? ''}` : `E-mail sent${where}`;
}

export { messageName };

function detail(details: Json, key: string): Json | undefined {
  return details !== null && typeof details === 'object' && !Array.isArray(details) ? details[key] : undefined;
}

const asText = (value: Json | undefined): string | null => (typeof value === 'string' && value !== '' ? value : null);
const asNumber = (value: Json | undefined): number | null => (typeof value === 'number' ? value : null);

/**
 * What happened, in words: 'Extended by 2 cycles', 'Moved from Mon Dec 7,
 * 2026 to Mon Jan 4, 2027', 'Price changed on London — Dundas St: $1,100.00
 * to $950.00'. `boardOf` names a booking's board.
 */
export function eventLabel(event: Pick<CampaignEvent, 'action' | 'details'>, boardOf: (bookingId: string) => string | null): string {
  const base = ACTION_LABELS[event.action] ?? event.action.replace(/_/g, ' ');
  const { details } = event;
  switch (event.action) {
    case 'extended': {
      const cycles = asNumber(detail(details, 'cycles'));
      return cycles === null ? base : `${base} by ${cycles} cycle${cycles === 1 ? '' : 's'}`;
    }
    case 'moved': {
      const from = asText(detail(details, 'from'));
      const to = asText(detail(details, 'to'));
      return from && to ? `${base} from ${formatDay(from)} to ${formatDay(to)}` : base;
    }
    case 'price_set': {
      const booking = asText(detail(details, 'booking_id'));
      const board = booking ? boardOf(booking) : null;
      const from = asNumber(detail(details, 'from_cents'));
      const to = asNumber(detail(details, 'to_cents'));
      const amounts = from !== null && to !== null ? `: ${formatCents(from)} to ${formatCents(to)} per cycle` : '';
      return `${base}${board ? ` on ${board}` : ''}${amounts}`;
    }
    case 'emailed':
      return messageLabel(asText(detail(details, 'kind')), asText(detail(details, 'to')), asText(detail(details, 'note')));
    case 'deposit_paid':
    case 'refunded':
    case 'card_authorised':
    case 'card_capture_requested':
    case 'card_release_requested':
    case 'card_released':
    case 'card_authorisation_lapsed': {
      const amount = asNumber(detail(details, 'amount_cents'));
      return amount === null ? base : `${base}: ${formatCents(amount)}`;
    }
    case 'payment_recorded':
    case 'refund_recorded': {
      const amount = asNumber(detail(details, 'amount_cents'));
      const method = asText(detail(details, 'method'));
      const reference = asText(detail(details, 'reference'));
      const how = method ? `, ${paymentMethodLabel(method)}` : '';
      return amount === null ? base : `${base}: ${formatCents(amount)}${how}${reference ? ` (${reference})` : ''}`;
    }
    case 'go_live_set': {
      const at = asText(detail(details, 'go_live_at'));
      return at ? `${base} for ${formatWhen(at)}` : base;
    }
    case 'xibo_uploaded': {
      const name = asText(detail(details, 'name'));
      const media = asNumber(detail(details, 'media_id'));
      return name && media !== null ? `${base}: ${name} (media ${media})` : base;
    }
    case 'xibo_scheduled': {
      const group = asNumber(detail(details, 'display_group_id'));
      const from = asText(detail(details, 'from'));
      const to = asText(detail(details, 'to'));
      const dates = from && to ? ` from ${formatWhen(from)} to ${formatWhen(to)}` : '';
      // A make-good's extra days are an event of their own, after the campaign's booked run.
      const makeGood = asText(detail(details, 'make_good_id')) ? ' for make-good days' : '';
      return `${base}${makeGood}${group === null ? '' : ` on display group ${group}`}${dates}`;
    }
    case 'xibo_rescheduled': {
      const event = asNumber(detail(details, 'event_id'));
      const from = asText(detail(details, 'from'));
      const to = asText(detail(details, 'to'));
      const dates = from && to ? ` to ${formatWhen(from)} – ${formatWhen(to)}` : '';
      return `${base}${event === null ? '' : ` (event ${event})`}${dates}`;
    }
    case 'xibo_unscheduled': {
      const event = asNumber(detail(details, 'event_id'));
      return event === null ? base : `${base}: event ${event}`;
    }
    case 'xibo_failed': {
      const error = asText(detail(details, 'error'));
      const givenUp = detail(details, 'given_up') === true ? ', given up' : ', trying again';
      return `${base}${givenUp}${error ? `: ${error}` : ''}`;
    }
    case 'make_good': {
      // record_make_good notes the kind and, for extra days, how many; for a credit, its amount before HST.
      const days = asNumber(detail(details, 'days'));
      const credit = asNumber(detail(details, 'credit_cents'));
      const cycle = asText(detail(details, 'cycle_start'));
      const of = cycle ? ` for the cycle of ${formatDay(cycle)}` : '';
      if (detail(details, 'kind') === 'extra_days' && days !== null) return `${base}: ${days} extra day${days === 1 ? '' : 's'}${of}`;
      if (detail(details, 'kind') === 'credit' && credit !== null) return `${base}: credit of ${formatCents(credit)} before HST${of}`;
      return base;
    }
    default:
      return base;
  }
}

/** 'Requested → Confirmed', or null when the state did not change (or the event began the campaign: its action says which state). */
export function transitionLabel(from: CampaignStatus | null, to: CampaignStatus | null): string | null {
  if (from === null || to === null || from === to) return null;
  return `${CAMPAIGN_STATUS_LABELS[from]} → ${CAMPAIGN_STATUS_LABELS[to]}`;
}

/** 'less 5% for length', or null when the booking has no length rate. */
export function lengthRateLabel(discountBp: number): string | null {
  return discountBp > 0 ? `less ${discountBp / 100}% for length` : null;
}
