// One delivery attempt of a stored lead's e-mail to the staff, claimed in the
// database so no other attempt (the visitor's request, the staff's Resend,
// the scheduled retries) sends it too. The outcome is recorded on the lead.
// The e-mail is built from the row as the claim reads it, so it carries the
// lead's address of now: a request corrected before its e-mail went out is
// sent corrected, and one corrected after is due again, as the note of the
// correction (the database keeps what the staff were told).

import { buildCorrectionNote, buildNotificationEmail } from './lead-notification-email.ts';
import type { InquiryStore, StoredLead } from './lead-store.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';
import { recordedError } from './recorded-error.ts';

export interface LeadDeliveryDeps {
  store: InquiryStore;
  mailer: Mailer;
  /** Where inquiries are delivered (a function secret deployed). */
  notifyAddress: string;
  /** The site the e-mails' links open (SITE_URL deployed; the local backend's own site). */
  siteUrl: string;
  /** Where failures are reported (server logs only; the visitor never sees details). Defaults to console.error. */
  logError?: (message: string, detail?: unknown) => void;
}

export type Delivery = 'sent' | 'failed' | 'busy';

export function logErrorOf(deps: { logError?: (message: string, detail?: unknown) => void }): (message: string, detail?: unknown) => void {
  return deps.logError ?? ((message, detail) => console.error(message, detail));
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the staff are due about a claimed lead: the request, the note of its corrected address, or nothing (corrected back to what they have). */
async function staffEmailOf(deps: LeadDeliveryDeps, lead: StoredLead): Promise<OutgoingEmail | null> {
  const told = lead.staff_notified_email;
  if (told !== null && sameAddress(told, lead.email)) return null;
  const campaign = lead.requested_starts_on ? await deps.store.campaignOfLead(lead.id) : null;
  if (told !== null) return buildCorrectionNote(lead, { to: deps.notifyAddress, siteUrl: deps.siteUrl, previousEmail: told, campaign });
  const names = await deps.store.activeLocationNames(lead.location_ids ?? []);
  return buildNotificationEmail(lead, {
    to: deps.notifyAddress,
    receivedAt: new Date(lead.created_at),
    siteUrl: deps.siteUrl,
    campaign,
    planLocations: (lead.location_ids ?? []).map((locationId) => names.get(locationId) ?? `${locationId} (no longer listed)`),
    requested: lead.requested_starts_on && lead.requested_cycles ? { startsOn: lead.requested_starts_on, cycles: lead.requested_cycles } : null,
    hasArtwork: Boolean(lead.artwork_path),
  });
}

/**
 * One delivery attempt of a stored lead: 'busy' when it is sent already or
 * another attempt holds it. When the address was corrected while the e-mail
 * was on its way, the note of the correction follows at once (and, failing,
 * with the retries).
 */
export async function deliverLead(deps: LeadDeliveryDeps, id: string, followUps = 1): Promise<Delivery> {
  const lead = await deps.store.claimDelivery(id);
  if (!lead) return 'busy';
  try {
    const email = await staffEmailOf(deps, lead);
    if (email) await deps.mailer.send(email);
  } catch (err) {
    logErrorOf(deps)(`lead e-mail: notification for lead ${id} failed`, err);
    await deps.store.finishDelivery(id, recordedError(err), lead.email);
    return 'failed';
  }
  const status = await deps.store.finishDelivery(id, null, lead.email);
  if (status === 'pending' && followUps > 0) await deliverLead(deps, id, followUps - 1);
  return 'sent';
}
