import type { Enums, Tables } from '@/types/database';

/** The campaign a booking belongs to, with its advertiser: what a cell of the grid lists. */
export interface BookingCampaign {
  id: string;
  reference: string;
  name: string;
  status: Enums<'campaign_status'>;
  advertiser: { company: string | null; contact_name: string } | null;
}

/** A booking as the staff's screen reads it, its campaign embedded (the same request). */
export type BookingRow = Pick<Tables<'bookings'>, 'id' | 'location_id' | 'starts_on' | 'cycles' | 'status' | 'lead_id' | 'expires_at' | 'created_at'> &
  // Every booking has a campaign (the database requires one); optional in the type because rows the
  // grid and the filters build for themselves never need it.
  Partial<Pick<Tables<'bookings'>, 'campaign_id'>> & {
    campaign: BookingCampaign | null;
  };

/**
 * A board as the grid needs it (inactive boards too: an old booking still
 * names its board), with its rate for the phone sale's e-mail preview.
 */
export type BookingBoard = Pick<Tables<'billboard_locations'>, 'id' | 'name' | 'slots_per_loop' | 'is_active' | 'rate_per_cycle'>;

export const BOARD_COLUMNS = 'id, name, slots_per_loop, is_active, rate_per_cycle';

/** The lead behind a request. */
export interface BookingLead {
  id: string;
  name: string;
  company: string;
  email: string;
  /** The artwork the prospect uploaded, a path in the private `booking-artwork` bucket; null when none. */
  artworkPath: string | null;
}

/** Slots held on one board in each cycle of the grid, in the grid's order. */
export interface CycleCounts {
  requested: number[];
  confirmed: number[];
}

export interface BookingOverview {
  /** The cycles the grid shows, 'YYYY-MM-DD', oldest first. */
  cycleStarts: string[];
  boards: BookingBoard[];
  /** By board id: the slots taken in each cycle; a board absent has every slot free. */
  taken: Map<string, CycleCounts>;
  /**
   * The bookings the list can show for its filter: of those that touch the
   * grid's cycles (and every pending request whatever its dates), the ones of
   * its status, and all of the lead it is narrowed to.
   */
  bookings: BookingRow[];
  leads: Map<string, BookingLead>;
}
