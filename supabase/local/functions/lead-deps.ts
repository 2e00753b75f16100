import type { ServerContext } from '../context';
import { LOCAL_SERVICE_ROLE_KEY } from '../dev-keys';
import { verifyJwt } from '../jwt';
import { removeObjects } from '../storage/objects';
import { ARTWORK_BUCKET } from '../../functions/_shared/business-rules';
import { CONTACT_RATE_LIMIT } from '../../functions/_shared/business-rules';
import type { LeadDeliveryDeps } from '../../functions/_shared/lead-delivery';
import type { HandlerDeps } from '../../functions/send-contact-email/types';
import type { ScheduledWorkHandlerDeps } from '../../functions/scheduled-work/handler';
import type { StaffEmailDeps } from '../../functions/staff-email/handler';
import { createLocalAdvertiserAccountStore } from './advertiser-account-store';
import { createLocalArtworkNoticeStore } from './artwork-notice-store';
import { createLocalCampaignNoticeStore } from './campaign-notice-store';
import { callerIsAdmin } from './caller-is-admin';
import { localDeposit, localDepositStore } from './deposit-deps';
import { createLocalInquiryStore } from './inquiry-store';
import { localNewsletterDeps } from './newsletter-store';
import { createOutboxMailer } from './outbox-mailer';
import { localRequestArtwork } from './request-artwork';
import { localSiteRebuild } from './site-rebuild';
import { localXibo } from './xibo-deps';
import { localServiceRpc } from './service-rpc';
import { createOutboxStore } from '../../functions/_shared/outbox-store';
import { createCardHoldStore } from '../../functions/_shared/card-hold-store';

// What the deployed functions get from deployed-leads.ts, on this backend:
// the same database functions, the outbox for the e-mail provider, this
// backend's storage for the Storage API.

/** Where the local function "sends" inquiries (the outbox records it). */
export const LOCAL_NOTIFY_ADDRESS = 'info@londondigitalbillboards.ca';

function leadDeps(ctx: ServerContext): LeadDeliveryDeps {
  return {
    store: createLocalInquiryStore(ctx.db),
    mailer: createOutboxMailer(ctx.outboxDir, ctx.mailer),
    notifyAddress: LOCAL_NOTIFY_ADDRESS,
    siteUrl: ctx.siteUrl,
    logError: () => undefined,
  };
}

export function localContactDeps(ctx: ServerContext): HandlerDeps {
  return {
    ...leadDeps(ctx),
    clock: { now: () => new Date() },
    allowedOrigins: '*',
    rateLimit: CONTACT_RATE_LIMIT,
    artwork: localRequestArtwork(ctx),
    newsletter: localNewsletterDeps(ctx),
  };
}

export function localStaffEmailDeps(ctx: ServerContext): StaffEmailDeps {
  return {
    ...leadDeps(ctx),
    callerIsAdmin: (authorization) => callerIsAdmin(ctx, authorization),
    allowedOrigins: '*',
  };
}

export function localScheduledWorkDeps(ctx: ServerContext): ScheduledWorkHandlerDeps {
  return {
    ...leadDeps(ctx),
    deposits: localDepositStore(ctx),
    cardHolds: { holds: createCardHoldStore(localServiceRpc(ctx.db)), gateway: localDeposit(ctx).gateway },
    siteRebuild: localSiteRebuild(ctx),
    xibo: localXibo(ctx),
    outbox: {
      store: createOutboxStore(localServiceRpc(ctx.db)),
      campaigns: createLocalCampaignNoticeStore(ctx.db),
      advertiserAccounts: createLocalAdvertiserAccountStore(ctx.db),
      artwork: createLocalArtworkNoticeStore(ctx),
      deposit: localDeposit(ctx),
    },
    artworkFiles: {
      async remove(paths) {
        await removeObjects(ctx, { role: 'service_role', claims: { role: 'service_role' }, token: LOCAL_SERVICE_ROLE_KEY }, ARTWORK_BUCKET, paths);
      },
    },
    // Deployed, the platform's service-role key; here, any token signed with the local secret for that role.
    async isScheduler(authorization) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      const verified = token ? await verifyJwt(token) : null;
      return verified?.ok === true && verified.claims.role === 'service_role';
    },
  };
}
