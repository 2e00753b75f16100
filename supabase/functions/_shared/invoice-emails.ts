// The advertiser's invoice e-mails (INVOICE_EMAILS in sale-rules.ts): one when
// an unpaid invoice falls due soon, one once it is overdue. Each says the
// invoice's number, its amount with HST and what is left to pay, its due day
// and where to see and pay it: the campaign's page in the advertiser's account.
// Built from the invoice as it stands when sent, so one paid or voided since
// the job wrote the message is not sent.

import { accountCampaignUrl } from './artwork-emails.ts';
import { formatDay } from './booking-cycles.ts';
import { paragraphsPage } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';
import { TAX } from './sale-rules.ts';

/** public.invoice_message_facts: the invoice as it stands. */
export interface InvoiceMessageFacts {
  number: string;
  campaign_id: string | null;
  reference: string;
  email: string | null;
  total_cents: number;
  balance_cents: number;
  due_on: string;
  status: 'unpaid' | 'partly_paid' | 'paid' | 'overdue' | 'void';
}

export type InvoiceMessageKind = 'invoice_due_soon' | 'invoice_overdue';

export const INVOICE_EMAIL_LINES = {
  dueSoonSubject: (number: string, dueOn: string) => `Invoice ${number} is due ${formatDay(dueOn)}`,
  overdueSubject: (number: string) => `Invoice ${number} is overdue`,
  dueSoon: (number: string, dueOn: string) => `Your invoice ${number} is due on ${formatDay(dueOn)}.`,
  overdue: (number: string, dueOn: string) => `Your invoice ${number} was due on ${formatDay(dueOn)} and is not paid yet.`,
  amount: (totalCents: number) => `Amount: ${formatCents(totalCents)}, ${TAX.label} included.`,
  balance: (balanceCents: number) => `Left to pay: ${formatCents(balanceCents)}.`,
  where: (url: string) => `See the invoice and pay it on your campaign’s page: ${url}`,
  reference: (reference: string) => `Campaign reference: ${reference}`,
} as const;

/** Why an invoice's message is not sent: it was paid or voided since, or has no campaign or address. */
export const INVOICE_SKIP = 'The invoice is paid or void now, or has no campaign or e-mail address.';

/** The invoice's e-mail of this kind, or null when there is nothing to tell (paid, void, no address). */
export function buildInvoiceEmail(kind: InvoiceMessageKind, facts: InvoiceMessageFacts): OutgoingEmail | null {
  if (!facts.email || !facts.campaign_id || facts.status === 'paid' || facts.status === 'void' || facts.balance_cents <= 0) return null;
  const subject =
    kind === 'invoice_overdue' ? INVOICE_EMAIL_LINES.overdueSubject(facts.number) : INVOICE_EMAIL_LINES.dueSoonSubject(facts.number, facts.due_on);
  const body = paragraphsPage(subject, [
    kind === 'invoice_overdue' ? INVOICE_EMAIL_LINES.overdue(facts.number, facts.due_on) : INVOICE_EMAIL_LINES.dueSoon(facts.number, facts.due_on),
    INVOICE_EMAIL_LINES.amount(facts.total_cents),
    ...(facts.balance_cents < facts.total_cents ? [INVOICE_EMAIL_LINES.balance(facts.balance_cents)] : []),
    INVOICE_EMAIL_LINES.where(accountCampaignUrl(facts.campaign_id)),
    INVOICE_EMAIL_LINES.reference(facts.reference),
  ]);
  return { to: facts.email, subject, ...body };
}
