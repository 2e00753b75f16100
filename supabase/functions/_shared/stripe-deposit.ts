// The deposit's work that is not the database's: a Checkout URL for a
// campaign (the open session when it is still good, a new one otherwise), the
// lines the confirmation e-mail adds about paying, and the unpaid release's
// e-mails. Without a Stripe key (no gateway) nothing is made online: the
// confirmation says an invoice will follow and the staff record payments.

import { CARD_HOLD_LINES } from './card-hold-emails.ts';
import { checkoutReturnUrl } from './checkout-return.ts';
import { company } from './company.ts';
import { billedBookings, depositAmount, type DepositBooking } from './deposit.ts';
import { companyFooter, escapeHtml } from './email-html.ts';
import { campaignAmounts } from './invoice-amounts.ts';
import type { Mailer, OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';
import { OFFLINE_PAYMENT_LINES } from './offline-payment.ts';
import { TAX } from './sale-rules.ts';
import type { StripeGateway } from './stripe-gateway.ts';
import type { DepositContext, DepositStore } from './stripe-deposit-store.ts';
import type { TaxedAmount } from './tax.ts';

export interface DepositDeps {
  store: DepositStore;
  /** Null while no Stripe key is configured. */
  gateway: StripeGateway | null;
  /** The site's origin, for the Checkout's return URLs. */
  siteUrl: string;
  now(): Date;
}

/** A session this close to its end is made again rather than handed out. */
export const MIN_REMAINING_MS = 10 * 60 * 1000;
const PAYABLE = new Set(['confirmed', 'live']);
/** A request's card hold that pays the deposit on confirmation (public.card_hold_status). */
const CHARGING_HOLDS = new Set(['capture_requested', 'captured']);

export type DepositCheckoutResult =
  { kind: 'ok'; url: string; expiresAt: Date; amount: TaxedAmount } | { kind: 'missing' | 'not_payable' | 'paid' | 'unconfigured' };

/** Where the advertiser goes back to without paying: their campaign on /account. */
export function accountCampaignUrl(siteUrl: string, campaignId: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/account/campaigns/${encodeURIComponent(campaignId)}`;
}

/** What the campaign's ledger says is owed now, split into its subtotal and HST for Checkout's lines. */
export function amountDueNow(context: Pick<DepositContext, 'due_now_cents' | 'due_now_hst_cents'>): TaxedAmount {
  const total = Math.max(0, context.due_now_cents);
  const hst = Math.min(Math.max(0, context.due_now_hst_cents), total);
  return { subtotalCents: total - hst, hstCents: hst, totalCents: total };
}

async function checkoutFor(deps: DepositDeps, context: DepositContext): Promise<DepositCheckoutResult> {
  if (!deps.gateway) return { kind: 'unconfigured' };
  if (!PAYABLE.has(context.status)) return { kind: 'not_payable' };
  // The card held with the request is being charged: a link now could take the deposit twice.
  if (context.card_hold?.status === 'capture_requested') return { kind: 'not_payable' };
  // The ledger's amount due now: after a partial payment or a refund, exactly the rest; nothing owed, no Checkout.
  const amount = amountDueNow(context);
  const open = context.checkout;
  if (amount.totalCents <= 0) {
    // Paid another way meanwhile: a link still open must not take the money again.
    if (open && open.status === 'open') await deps.gateway.expireSession(open.id).catch(() => undefined);
    return { kind: context.paid_cents > 0 ? 'paid' : 'not_payable' };
  }
  if (open && open.status === 'open') {
    const expiresAt = new Date(open.expires_at);
    if (open.amount_total_cents !== amount.totalCents) {
      // What is owed changed (a payment, a price set, a longer campaign): the old link must not take the old amount.
      await deps.gateway.expireSession(open.id).catch(() => undefined);
    } else if (expiresAt.getTime() - deps.now().getTime() > MIN_REMAINING_MS) {
      // Stripe's word, not only ours: an expiry event may not have reached us yet.
      const current = await deps.gateway.retrieveSession(open.id);
      if (current.status === 'open' && current.url) return { kind: 'ok', url: current.url, expiresAt: current.expiresAt, amount };
    }
  }
  const session = await deps.gateway.createDepositCheckout({
    campaignId: context.campaign_id,
    reference: context.reference,
    email: context.email,
    amount,
    successUrl: checkoutReturnUrl(deps.siteUrl),
    cancelUrl: accountCampaignUrl(deps.siteUrl, context.campaign_id),
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  const kept = await deps.store.saveCheckout({
    campaignId: context.campaign_id,
    id: session.id,
    url: session.url,
    amountTotalCents: session.amountTotalCents ?? amount.totalCents,
    currency: session.currency ?? 'cad',
    expiresAt: session.expiresAt,
  });
  if (kept && kept.id !== session.id) {
    // Another request opened one for the same amount at the same moment: that one is the campaign's, so this one cannot be paid too.
    await deps.gateway.expireSession(session.id).catch(() => undefined);
    return { kind: 'ok', url: kept.url, expiresAt: new Date(kept.expires_at), amount };
  }
  return { kind: 'ok', url: session.url, expiresAt: session.expiresAt, amount };
}

/** A Checkout URL for the campaign's deposit, or why there is none. */
export async function depositCheckout(deps: DepositDeps, campaignId: string): Promise<DepositCheckoutResult> {
  const context = await deps.store.context(campaignId);
  if (!context) return { kind: 'missing' };
  return checkoutFor(deps, context);
}

const DUE_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

export const DEPOSIT_EMAIL_LINES = {
  invoiceFollows: 'An invoice will follow.',
  total: (amount: TaxedAmount) =>
    `Campaign total: ${formatCents(amount.totalCents)} (${formatCents(amount.subtotalCents)} plus ${TAX.label} ${formatCents(amount.hstCents)}).`,
  amount: (amount: TaxedAmount) =>
    `Deposit: ${formatCents(amount.totalCents)} (${formatCents(amount.subtotalCents)} plus ${TAX.label} ${formatCents(amount.hstCents)}).`,
  payOnline: 'Pay the deposit online:',
  payLater: (siteUrl: string) => `Pay the deposit from your account: ${siteUrl.replace(/\/+$/, '')}/account`,
  /** `due` as a moment, or already in words where no moment is known yet (the staff's preview). */
  dueBy: (due: Date | string) =>
    `Please pay it by ${typeof due === 'string' ? due : `${DUE_FORMAT.format(due)} (Toronto time)`}: a booking with no payment by then is released.`,
} as const;

export interface NoticeLines {
  lines: string[];
  link: string | null;
}

/** The whole campaign's price with its HST, as its invoices add up: every cycle of every booking still held. */
export function campaignTotal(bookings: readonly DepositBooking[]): TaxedAmount {
  return campaignAmounts(billedBookings(bookings));
}

/** What the confirmation's money lines are read from: the bookings, what is paid and the deadline. */
export interface ConfirmationMoney {
  bookings: readonly DepositBooking[];
  paid_cents: number;
  /** The deposit's deadline, in words where it is not decided yet; null without one. */
  due: Date | string | null;
}

/** How the deposit is asked: no Stripe, a Checkout link, already paid, nothing payable online, or the link failed. */
export type ConfirmationPayment =
  | { kind: 'unconfigured' }
  | { kind: 'link'; url: string }
  | { kind: 'paid' }
  | { kind: 'none' }
  | { kind: 'failed'; siteUrl: string }
  | { kind: 'card'; amountCents: number };

/** The confirmation's lines about the money: the total with HST, the deposit, how to pay it and by when. */
export function confirmationMoneyLines(money: ConfirmationMoney, payment: ConfirmationPayment): NoticeLines {
  const amount = depositAmount(money.bookings);
  const total = campaignTotal(money.bookings);
  const totalLine = total.totalCents > 0 ? [DEPOSIT_EMAIL_LINES.total(total)] : [];
  const due = money.due ? [DEPOSIT_EMAIL_LINES.dueBy(money.due)] : [];
  const owed = amount.totalCents > 0 && money.paid_cents < amount.totalCents;
  switch (payment.kind) {
    // Without Stripe the staff invoice the deposit: the e-mail still says how much, by when and how to pay it.
    case 'unconfigured':
      return {
        lines: [
          ...totalLine,
          ...(owed ? [DEPOSIT_EMAIL_LINES.amount(amount), ...due] : []),
          DEPOSIT_EMAIL_LINES.invoiceFollows,
          ...(owed ? [OFFLINE_PAYMENT_LINES.intro, OFFLINE_PAYMENT_LINES.eTransfer, OFFLINE_PAYMENT_LINES.cheque] : []),
        ],
        link: null,
      };
    case 'link':
      return { lines: [...totalLine, DEPOSIT_EMAIL_LINES.amount(amount), DEPOSIT_EMAIL_LINES.payOnline, ...due], link: payment.url };
    case 'paid':
      return { lines: totalLine, link: null };
    // The deposit held on the card with the request is charged on confirmation: no link, which would take it twice.
    case 'card':
      return { lines: [...totalLine, CARD_HOLD_LINES.capturing(payment.amountCents)], link: null };
    case 'none':
      return { lines: [...totalLine, DEPOSIT_EMAIL_LINES.invoiceFollows], link: null };
    case 'failed':
      // The confirmation still goes out; the account page makes the link again.
      return { lines: [...totalLine, DEPOSIT_EMAIL_LINES.amount(amount), DEPOSIT_EMAIL_LINES.payLater(payment.siteUrl), ...due], link: null };
  }
}

async function confirmationLines(deps: DepositDeps, campaignId: string, log: (line: string, err: unknown) => void): Promise<NoticeLines> {
  const context = await deps.store.context(campaignId);
  if (!context) return { lines: [DEPOSIT_EMAIL_LINES.invoiceFollows], link: null };
  const money = { bookings: context.bookings, paid_cents: context.paid_cents, due: context.deposit_due_at ? new Date(context.deposit_due_at) : null };
  const hold = context.card_hold;
  if (hold && CHARGING_HOLDS.has(hold.status)) return confirmationMoneyLines(money, { kind: 'card', amountCents: hold.amount_cents });
  if (!deps.gateway) return confirmationMoneyLines(money, { kind: 'unconfigured' });
  try {
    const checkout = await checkoutFor(deps, context);
    if (checkout.kind === 'ok') return confirmationMoneyLines(money, { kind: 'link', url: checkout.url });
    return confirmationMoneyLines(money, { kind: checkout.kind === 'paid' ? 'paid' : 'none' });
  } catch (err) {
    log(`deposit: no Checkout Session for campaign ${campaignId}`, err);
    return confirmationMoneyLines(money, { kind: 'failed', siteUrl: deps.siteUrl });
  }
}

/** Puts paragraphs (and a link after the first one that ends with ':') before the e-mail's company footer. */
export function insertBeforeFooter(email: OutgoingEmail, { lines, link }: NoticeLines): OutgoingEmail {
  if (lines.length === 0) return email;
  const footer = companyFooter();
  const html = lines
    .map((line) => {
      const p = `<p style="font-size:14px;line-height:1.5;">${escapeHtml(line)}</p>`;
      return link && line === DEPOSIT_EMAIL_LINES.payOnline
        ? `${p}\n<p style="font-size:14px;line-height:1.5;"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : p;
    })
    .join('\n');
  const text = lines.flatMap((line) => (link && line === DEPOSIT_EMAIL_LINES.payOnline ? [line, link] : [line])).join('\n');
  const htmlAt = email.html.lastIndexOf(footer.html);
  const textAt = email.text.lastIndexOf(footer.text);
  return {
    ...email,
    html: htmlAt >= 0 ? `${email.html.slice(0, htmlAt)}${html}\n${email.html.slice(htmlAt)}` : `${email.html}\n${html}`,
    text: textAt >= 0 ? `${email.text.slice(0, textAt)}${text}\n\n${email.text.slice(textAt)}` : `${email.text}\n\n${text}`,
  };
}

/**
 * The confirmation e-mail with its deposit lines: the amount and a Checkout
 * link when Stripe is configured, "An invoice will follow." otherwise. Any
 * other notice (declined, cancelled) goes out as it is.
 */
export async function withDepositNotice(
  deps: DepositDeps,
  campaignId: string,
  status: string,
  email: OutgoingEmail,
  log: (line: string, err: unknown) => void,
): Promise<OutgoingEmail> {
  if (status !== 'confirmed') return email;
  return insertBeforeFooter(email, await confirmationLines(deps, campaignId, log));
}

// ---------------------------------------------------------------- unpaid release

/** Notices sent by one run; the rest wait for the next. */
export const RELEASE_NOTICES_PER_RUN = 20;

export function buildUnpaidReleaseEmails(
  notice: { reference: string; name: string; email: string | null; boards: string[] },
  staffAddress: string,
): OutgoingEmail[] {
  const f = companyFooter();
  const make = (to: string, subject: string, paragraphs: string[]): OutgoingEmail => ({
    to,
    subject,
    html: `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;">${paragraphs
      .map((p) => `<p style="font-size:14px;line-height:1.5;">${escapeHtml(p)}</p>`)
      .join('\n')}${f.html}</body></html>`,
    text: [...paragraphs, '', f.text].join('\n\n'),
  });
  const boards = notice.boards.join(', ');
  const emails: OutgoingEmail[] = [];
  if (notice.email) {
    emails.push(
      make(notice.email, 'Your billboard booking is released', [
        'We did not receive the deposit for your campaign in time, so its dates have been released.',
        `Boards: ${boards}`,
        `Reference: ${notice.reference}`,
        `Call us at ${company.phoneDisplay} or reply to this e-mail and we will look for dates with you again.`,
      ]),
    );
  }
  if (staffAddress) {
    emails.push(
      make(staffAddress, `Campaign ${notice.reference} released: deposit not paid`, [
        `The campaign ${notice.name} (${notice.reference}) had no payment by its deadline and was released; its slots are free again.`,
        `Boards: ${boards}`,
        notice.email ? `The advertiser was told at ${notice.email}.` : 'The advertiser has no e-mail address on file and was not told.',
      ]),
    );
  }
  return emails;
}

/** The scheduled job: release what is due, then tell each advertiser and the staff once. */
export async function releaseUnpaidCampaigns(
  store: DepositStore,
  mailer: Mailer,
  staffAddress: string,
  log: (line: string, err: unknown) => void,
): Promise<Record<string, number>> {
  const released = await store.releaseUnpaid();
  const notices = await store.releaseNotices(RELEASE_NOTICES_PER_RUN);
  let told = 0;
  for (const notice of notices) {
    try {
      for (const email of buildUnpaidReleaseEmails(notice, staffAddress)) await mailer.send(email);
    } catch (err) {
      log(`unpaid-release: notice for campaign ${notice.campaign_id} failed`, err);
      break;
    }
    await store.finishReleaseNotice(notice.campaign_id);
    told += 1;
  }
  return { released, told };
}
