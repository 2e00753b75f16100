// The deposit functions' deps on this backend: the deployed store over this
// database, and the gateway pointed at the Stripe stand-in mounted on this
// same server (supabase/local/stripe) with its test key and webhook secret,
// unless a test turned Stripe off (/__local/stripe/config).
import type { ServerContext } from '../context';
import { isApiRole, verifyJwt } from '../jwt';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../stripe/keys';
import type { DepositCheckoutDeps } from '../../functions/deposit-checkout/handler';
import type { DepositRefundFunctionDeps } from '../../functions/deposit-refund/handler';
import type { StripeWebhookDeps } from '../../functions/stripe-webhook/handler';
import type { RequestCheckoutDeps } from '../../functions/request-checkout/handler';
import { createCardHoldStore } from '../../functions/_shared/card-hold-store';
import type { DepositDeps } from '../../functions/_shared/stripe-deposit';
import { createDepositStore, type DepositStore } from '../../functions/_shared/stripe-deposit-store';
import { createStripeGateway } from '../../functions/_shared/stripe-gateway';
import { callerIsAdmin } from './caller-is-admin';
import { localServiceRpc } from './service-rpc';

export function localDepositStore(ctx: ServerContext): DepositStore {
  return createDepositStore(localServiceRpc(ctx.db));
}

export function localDeposit(ctx: ServerContext): DepositDeps {
  return {
    store: localDepositStore(ctx),
    gateway: ctx.stripe.configured
      ? createStripeGateway({ secretKey: LOCAL_STRIPE_SECRET_KEY, webhookSecret: LOCAL_STRIPE_WEBHOOK_SECRET, apiBase: ctx.stripe.apiUrl })
      : null,
    siteUrl: ctx.stripe.siteUrl,
    now: () => new Date(),
  };
}

export function localStripeWebhookDeps(ctx: ServerContext): StripeWebhookDeps {
  const deposit = localDeposit(ctx);
  return { gateway: deposit.gateway, store: deposit.store, logError: () => undefined };
}

export function localDepositCheckoutDeps(ctx: ServerContext): DepositCheckoutDeps {
  return {
    deposit: localDeposit(ctx),
    allowedOrigins: '*',
    logError: () => undefined,
    // Deployed, a read of the campaign with the caller's own token; here the same read under the caller's verified claims.
    async callerMayPay(authorization, campaignId) {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      const verified = token ? await verifyJwt(token) : null;
      if (!verified?.ok || !isApiRole(verified.claims.role) || verified.claims.role !== 'authenticated') return false;
      const { rows } = await ctx.db.asRole('authenticated', verified.claims, { readOnly: true }, (tx) =>
        tx.query<{ found: boolean }>('select exists (select 1 from public.campaigns where id = $1::uuid) as found', [campaignId]),
      );
      return rows[0]?.found === true;
    },
  };
}

export function localDepositRefundDeps(ctx: ServerContext): DepositRefundFunctionDeps {
  const deposit = localDeposit(ctx);
  return {
    refund: { gateway: deposit.gateway, refundContext: (id) => deposit.store.refundContext(id) },
    callerIsAdmin: (authorization) => callerIsAdmin(ctx, authorization),
    allowedOrigins: '*',
    logError: () => undefined,
  };
}

export function localRequestCheckoutDeps(ctx: ServerContext): RequestCheckoutDeps {
  const deposit = localDeposit(ctx);
  return {
    holds: { holds: createCardHoldStore(localServiceRpc(ctx.db)), deposits: deposit.store, gateway: deposit.gateway, siteUrl: deposit.siteUrl },
    allowedOrigins: '*',
    logError: () => undefined,
  };
}
