import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { earliestRunningStart, futureBookings, type BoardBooking, type FutureBooking } from '../lib/future-bookings';

const COLUMNS = 'id, starts_on, cycles, status, expires_at, campaign:campaigns(id, name, reference, advertiser:advertisers(company, contact_name))';

/**
 * The bookings that still hold a board after today, with their campaigns and
 * advertisers, in one request: asked before the board is taken off sale.
 */
export async function getFutureBookings(locationId: string, now = new Date()): Promise<FutureBooking[]> {
  const { data, error, status } = await supabase
    .from('bookings')
    .select(COLUMNS)
    .eq('location_id', locationId)
    .in('status', ['requested', 'confirmed'])
    .gte('starts_on', earliestRunningStart(now))
    .order('starts_on')
    .order('id');
  if (error) throw toDataError(error, status);
  const rows: BoardBooking[] = data ?? [];
  return futureBookings(rows, now);
}
