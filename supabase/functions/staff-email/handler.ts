// E-mails the staff send from the admin: a lead's notification again (the
// inbox's Resend, `{ resend: <lead id> }`), the prospect's answer once a
// requested booking is confirmed or declined (`{ booking_notice: <booking id> }`),
// and the advertiser's notice of a whole campaign confirmed, declined or
// cancelled (`{ campaign_notice: <campaign id> }`), and the staff's decision
// on a version of their artwork (`{ artwork_decision: <version id> }`). A
// confirmation says what we hold of the artwork, makes sure the advertiser has
// an account to sign in to /account with (advertiser-account.ts) before the
// e-mail that says how, and carries the deposit's lines (stripe-deposit.ts).
// Each notice sent is recorded on its campaign, so the campaign page shows
// what went out.
// For the admin only: the caller's own token is checked by the database
// (public.is_site_admin(), i.e. private.is_admin()); the work itself runs
// with the service role.

import { artworkConfirmationLine, buildArtworkDecision, type ArtworkNoticeStore } from '../_shared/artwork-emails.ts';
import { corsHeaders, preflightResponse } from '../_shared/cors.ts';
import { BODY_LIMITS, jsonResponse, readJsonObject } from '../_shared/json-response.ts';
import { ensureAdvertiserAccount, type AdvertiserAccountStore } from '../_shared/advertiser-account.ts';
import { deliverLead, logErrorOf, type LeadDeliveryDeps } from '../_shared/lead-delivery.ts';
import type { CampaignEmailRecord, CampaignNoticeStore } from '../_shared/campaign-notice-store.ts';
import type { OutgoingEmail } from '../_shared/mailer.ts';
import { buildBookingDecision, buildCampaignNotice } from '../_shared/prospect-emails.ts';
import { withDepositNotice, type DepositDeps } from '../_shared/stripe-deposit.ts';
import { isUuid } from '../_shared/is-uuid.ts';

export interface StaffEmailDeps extends LeadDeliveryDeps {
  /** Whether the caller's own Authorization header belongs to the admin (the database decides). */
  callerIsAdmin(authorization: string): Promise<boolean>;
  campaigns: CampaignNoticeStore;
  advertiserAccounts: AdvertiserAccountStore;
  /** The deposit's lines in a confirmation (a Checkout link, or that an invoice will follow); left out, the notice goes as it is. */
  deposit?: DepositDeps;
  artwork: ArtworkNoticeStore;
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: string[] | '*';
}

export const STAFF_EMAIL_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedType: 'Send the request as JSON (Content-Type: application/json).',
  unknownAction:
    'Send { "resend": <lead id> }, { "booking_notice": <booking id> }, { "campaign_notice": <campaign id> } or { "artwork_decision": <version id> }.',
  invalidId: 'That is not the id of a lead, a booking, a campaign or an artwork version.',
  resendForbidden: 'Only the site admin can resend a lead.',
  resendBusy: 'This lead is already sent or being sent.',
  noticeForbidden: 'Only the site admin can notify a prospect of a booking decision.',
  noticeUndecided: 'This booking is neither confirmed nor declined, or has no prospect to tell.',
  campaignNoticeForbidden: 'Only the site admin can e-mail an advertiser about a campaign.',
  campaignNoticeUndecided: 'This campaign is not confirmed, declined or cancelled, or its advertiser has no e-mail address.',
  artworkForbidden: 'Only the site admin can e-mail an advertiser about their artwork.',
  artworkUndecided: 'This artwork version is not decided yet, or its advertiser has no e-mail address.',
  noticeFailed: 'The prospect could not be e-mailed. Please try again or contact them directly.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

const ACTIONS = ['resend', 'booking_notice', 'campaign_notice', 'artwork_decision'] as const;

const FORBIDDEN: Record<(typeof ACTIONS)[number], string> = {
  resend: STAFF_EMAIL_MESSAGES.resendForbidden,
  booking_notice: STAFF_EMAIL_MESSAGES.noticeForbidden,
  campaign_notice: STAFF_EMAIL_MESSAGES.campaignNoticeForbidden,
  artwork_decision: STAFF_EMAIL_MESSAGES.artworkForbidden,
};

function isJson(req: Request): boolean {
  return req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export async function handleStaffEmailRequest(req: Request, deps: StaffEmailDeps): Promise<Response> {
  const cors = corsHeaders(req.headers.get('origin'), deps.allowedOrigins);
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) => jsonResponse(status, body, { ...cors, ...extra });
  const logError = logErrorOf(deps);
  try {
    if (req.method === 'OPTIONS') return preflightResponse(req, deps.allowedOrigins);
    if (req.method !== 'POST') return reply(405, { error: STAFF_EMAIL_MESSAGES.methodNotAllowed }, { Allow: 'POST, OPTIONS' });
    if (!isJson(req)) return reply(415, { error: STAFF_EMAIL_MESSAGES.unsupportedType }, { Accept: 'application/json' });
    const body = await readJsonObject(req, BODY_LIMITS.small);
    if (!body.ok) return reply(body.status, { error: body.error });

    const action = ACTIONS.find((name) => Object.hasOwn(body.value, name));
    if (!action) return reply(400, { error: STAFF_EMAIL_MESSAGES.unknownAction });
    if (!(await deps.callerIsAdmin(req.headers.get('authorization') ?? ''))) return reply(403, { error: FORBIDDEN[action] });
    const id = body.value[action];
    if (!isUuid(id)) return reply(400, { error: STAFF_EMAIL_MESSAGES.invalidId });

    if (action === 'resend') {
      const delivery = await deliverLead(deps, id);
      if (delivery === 'busy') return reply(409, { error: STAFF_EMAIL_MESSAGES.resendBusy, id });
      return reply(200, { ok: true, id, delivered: delivery === 'sent' });
    }

    let email: OutgoingEmail | null;
    let record: CampaignEmailRecord;
    let notified: string;
    if (action === 'artwork_decision') {
      const decision = await deps.artwork.artworkDecision(id);
      email = decision ? buildArtworkDecision(decision) : null;
      if (!decision || !email) return reply(409, { error: STAFF_EMAIL_MESSAGES.artworkUndecided });
      notified = decision.state;
      record = { campaignId: decision.campaign_id, bookingId: null, kind: `artwork_${decision.state}`, to: email.to };
    } else {
      const notice = action === 'booking_notice' ? await deps.store.bookingNotice(id) : await deps.campaigns.campaignNotice(id);
      const artwork =
        notice?.status === 'confirmed' ? [await artworkConfirmationLine(deps.artwork, action === 'campaign_notice' ? { campaign: id } : { booking: id })] : [];
      const built = notice ? ('bookings' in notice ? buildCampaignNotice(notice, artwork) : buildBookingDecision(notice, artwork)) : null;
      if (!notice || !built) {
        return reply(409, { error: action === 'booking_notice' ? STAFF_EMAIL_MESSAGES.noticeUndecided : STAFF_EMAIL_MESSAGES.campaignNoticeUndecided });
      }
      if (action === 'campaign_notice' && notice.status === 'confirmed') {
        // The e-mail still goes out without an account: the staff can make one by confirming again later.
        await ensureAdvertiserAccount(deps.advertiserAccounts, id).catch((err: unknown) => logError(`staff-email: the account for campaign ${id} failed`, err));
      }
      email = action === 'campaign_notice' && deps.deposit ? await withDepositNotice(deps.deposit, id, notice.status, built, logError) : built;
      notified = notice.status;
      record = {
        campaignId: action === 'campaign_notice' ? id : null,
        bookingId: action === 'booking_notice' ? id : null,
        kind: notice.status,
        to: email.to,
      };
    }
    try {
      await deps.mailer.send(email);
    } catch (err) {
      logError(`staff-email: ${action} for ${id} failed`, err);
      return reply(502, { error: STAFF_EMAIL_MESSAGES.noticeFailed });
    }
    // The e-mail went out: a failure to record it must not read as a failure to send it.
    await deps.campaigns.recordEmail(record).catch((err: unknown) => logError(`staff-email: recording ${action} for ${id} failed`, err));
    return reply(200, { ok: true, id, notified });
  } catch (err) {
    logError('staff-email: unexpected error', err);
    return reply(500, { error: STAFF_EMAIL_MESSAGES.unexpected });
  }
}
