// One delivery attempt of a stored lead's e-mail to the staff, claimed in the
// database so no other attempt (the visitor's request, the staff's Resend,
// the scheduled retries) sends it too. The outcome is recorded on the lead.

import { campaignPageUrl } from './admin-links.ts';
import { campaignPeriodLabel } from './booking-cycles.ts';
import { company } from './company.ts';
import { buildNotificationEmail } from './lead-notification-email.ts';
import type { InquiryStore } from './lead-store.ts';
import type { Mailer } from './mailer.ts';
import { recordedError } from './recorded-error.ts';

export interface LeadDeliveryDeps {
  store: InquiryStore;
  mailer: Mailer;
  /** Where inquiries are delivered (a function secret deployed). */
  notifyAddress: string;
  /** Where failures are reported (server logs only; the visitor never sees details). Defaults to console.error. */
  logError?: (message: string, detail?: unknown) => void;
}

export type Delivery = 'sent' | 'failed' | 'busy';

/** Where the staff see a lead's bookings and open its artwork (a private file: the page signs a short-lived link). */
const BOOKINGS_ADMIN = `${company.url}/admin/bookings`;

export function logErrorOf(deps: { logError?: (message: string, detail?: unknown) => void }): (message: string, detail?: unknown) => void {
  return deps.logError ?? ((message, detail) => console.error(message, detail));
}

/** One delivery attempt of a stored lead: 'busy' when it is sent already or another attempt holds it. */
export async function deliverLead(deps: LeadDeliveryDeps, id: string): Promise<Delivery> {
  const lead = await deps.store.claimDelivery(id);
  if (!lead) return 'busy';
  try {
    const names = await deps.store.activeLocationNames(lead.location_ids ?? []);
    const campaignId = lead.requested_starts_on ? await deps.store.campaignOfLead(lead.id) : null;
    const email = buildNotificationEmail(lead, {
      to: deps.notifyAddress,
      receivedAt: new Date(lead.created_at),
      inquiryId: lead.id,
      planLocations: (lead.location_ids ?? []).map((locationId) => names.get(locationId) ?? `${locationId} (no longer listed)`),
      requestedDates:
        lead.requested_starts_on && lead.requested_cycles
          ? `${campaignPeriodLabel(lead.requested_starts_on, lead.requested_cycles)} (${lead.requested_cycles} cycle${lead.requested_cycles === 1 ? '' : 's'}); held or not: see ${BOOKINGS_ADMIN}`
          : null,
      artworkLink: lead.artwork_path ? BOOKINGS_ADMIN : null,
      campaignLink: campaignId ? campaignPageUrl(company.url, campaignId) : null,
    });
    await deps.mailer.send(email);
  } catch (err) {
    logErrorOf(deps)(`lead e-mail: notification for lead ${id} failed`, err);
    await deps.store.finishDelivery(id, recordedError(err));
    return 'failed';
  }
  await deps.store.finishDelivery(id, null);
  return 'sent';
}
