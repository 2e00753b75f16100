import type { Enums, Json, Tables } from '@/types/database';
import type { CampaignStatus } from '../lib/campaign-transitions';

/**
 * A campaign with everything its page shows, in one request: the advertiser,
 * the bookings and their boards, the event timeline and the lead it came from
 * (hints name the foreign keys: campaigns and contact_inquiries are also
 * joined through bookings and campaigns, which PostgREST would find ambiguous).
 */
const ADVERTISER = 'advertiser:advertisers!campaigns_advertiser_id_fkey(id, company, contact_name, email, phone)';
const BOOKINGS =
  'bookings(id, location_id, starts_on, cycles, status, price_per_cycle_cents, discount_bp, price_override_reason, price_fixed_at, board:billboard_locations(name))';
const EVENTS = 'campaign_events(id, actor_id, occurred_at, action, from_status, to_status, reason, details)';
const LEAD =
  'lead:contact_inquiries!campaigns_lead_id_fkey(id, name, email, email_status, email_attempts, email_error, email_sent_at, artwork_path, created_at, terms_version, terms_accepted_at)';

export const CAMPAIGN_SELECT = `id, reference, name, status, created_at, lead_id, ${ADVERTISER}, ${BOOKINGS}, ${EVENTS}, ${LEAD}` as const;

export type CampaignAdvertiser = Pick<Tables<'advertisers'>, 'id' | 'company' | 'contact_name' | 'email' | 'phone'>;

export interface CampaignBooking extends Pick<
  Tables<'bookings'>,
  'id' | 'location_id' | 'starts_on' | 'cycles' | 'status' | 'price_per_cycle_cents' | 'discount_bp' | 'price_override_reason' | 'price_fixed_at'
> {
  /** The board's name; null when the board was deleted. */
  board: string | null;
}

export interface CampaignEvent {
  id: number;
  actor_id: string | null;
  occurred_at: string;
  action: string;
  from_status: CampaignStatus | null;
  to_status: CampaignStatus | null;
  reason: string | null;
  details: Json;
}

export type CampaignLead = Pick<
  Tables<'contact_inquiries'>,
  | 'id'
  | 'name'
  | 'email'
  | 'email_status'
  | 'email_attempts'
  | 'email_error'
  | 'email_sent_at'
  | 'artwork_path'
  | 'created_at'
  | 'terms_version'
  | 'terms_accepted_at'
>;

/** An e-mail to the advertiser the campaign's changes wrote to the outbox (public.campaign_messages), sent or not. */
export interface CampaignMessage {
  id: number;
  /** What it tells: 'confirmed', 'declined', 'cancelled', 'artwork_approved', 'artwork_rejected'. */
  kind: string;
  created_at: string;
  attempts: number;
  /** Null once nothing more is tried: sent, or given up. */
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  recipient: string | null;
  /** The message this one sends again, when the staff asked. */
  resend_of: number | null;
}

/** What campaign_summaries derives: never stored. */
export interface CampaignTotals {
  startsOn: string | null;
  /** The last day of its last cycle. */
  endsOn: string | null;
  boards: number;
  totalCents: number;
}

export interface CampaignRecord {
  id: string;
  reference: string;
  name: string;
  status: Enums<'campaign_status'>;
  created_at: string;
  lead_id: string | null;
  advertiser: CampaignAdvertiser | null;
  /** By board, then start. */
  bookings: CampaignBooking[];
  /** Oldest first: the timeline reads newest last. */
  events: CampaignEvent[];
  lead: CampaignLead | null;
  /** Oldest first. */
  messages: CampaignMessage[];
  totals: CampaignTotals;
  /** The signed-in staff member, to say "You" in the timeline. */
  viewerId: string | null;
}
