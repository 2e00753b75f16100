import { paths } from './paths';

// The admin screens' URLs with a query string (a filtered bookings screen, one
// lead in the inbox), apart from paths.ts so that the public pages' first load,
// which carries paths.ts, does not carry them. Both screens read the same names.

/** The query string names of the bookings screen's filters: the leads inbox links to it, the screen reads them. */
/**
 * The players' proof of play exports, imported for the whole network: here
 * rather than in paths.ts, since no public page links to it.
 */
export const adminProofOfPlay = '/admin/proof-of-play';

/** What each board's player must play, from each go-live date: admin-only as well. */
export const adminPlayers = '/admin/players';

export const bookingsFilterKeys = { board: 'board', status: 'status', lead: 'lead' } as const;

export interface BookingsUrlFilter {
  board?: string | null;
  status?: string | null;
  lead?: string | null;
}

export function bookingsFilterParams(filter: BookingsUrlFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['board', 'status', 'lead'] as const) {
    const value = filter[key];
    if (value) params.set(bookingsFilterKeys[key], value);
  }
  return params;
}

/** The query string name of the lead the leads inbox shows alone. */
export const leadFocusKey = 'lead';

/** The query string name of the status the leads inbox and the invoices list show. */
export const statusFilterKey = 'status';

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The bookings screen filtered (see bookingsFilterParams). */
export const adminBookingsFiltered = (filter: BookingsUrlFilter): string => withQuery(paths.adminBookings, bookingsFilterParams(filter));

/** The leads inbox showing one lead. */
export const adminLead = (leadId: string): string => withQuery(paths.adminLeads, new URLSearchParams({ [leadFocusKey]: leadId }));

/** The leads inbox showing the leads of one status ('new'). */
export const adminLeadsOfStatus = (status: string): string => withQuery(paths.adminLeads, new URLSearchParams({ [statusFilterKey]: status }));

/** One invoice on the staff's side (the route ADMIN_INVOICE_ROUTE of the invoices feature). */
export const adminInvoice = (invoiceId: string): string => `${paths.adminInvoices}/${encodeURIComponent(invoiceId)}`;

/** The invoices of one status ('overdue'). */
export const adminInvoicesOfStatus = (status: string): string => withQuery(paths.adminInvoices, new URLSearchParams({ [statusFilterKey]: status }));

/** A campaign's page (the path the staff's e-mails link to as well). */
export { campaignPagePath as adminCampaign } from '@shared/admin-links.ts';
