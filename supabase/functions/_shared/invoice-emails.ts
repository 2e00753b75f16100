// The advertiser's invoice e-mails (INVOICE_EMAILS in sale-rules.ts): one when
// an invoice is issued, one when an unpaid invoice falls due soon, one once it
// is overdue. Each says the invoice's number, its amount with HST and what is
// left to pay, its due day, its printable page and its pay link (which pays
// that invoice's balance, signed in or not). Built from the invoice as it
// stands when sent: a reminder for one paid or voided since the job wrote the
// message is not sent; an issued invoice paid meanwhile is still sent, as the
// document it is, with nothing to pay.

import { formatDay } from './booking-cycles.ts';
import { company } from './company.ts';
import { paragraphsPage } from './email-html.ts';
import { invoicePageUrl, invoicePayUrl } from './invoice-links.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';
import { TAX } from './sale-rules.ts';

/** public.invoice_message_facts: the invoice as it stands. */
export interface InvoiceMessageFacts {
  invoice_id: string;
  number: string;
  campaign_id: string | null;
  reference: string;
  email: string | null;
  total_cents: number;
  balance_cents: number;
  due_on: string;
  status: 'unpaid' | 'partly_paid' | 'paid' | 'overdue' | 'void';
  /** The pay link's token (private.invoice_pay_links). */
  pay_token: string | null;
}

export type InvoiceMessageKind = 'invoice_issued' | 'invoice_due_soon' | 'invoice_overdue';

export const INVOICE_EMAIL_LINES = {
  issuedSubject: (number: string) => `Your invoice ${number} from ${company.name}`,
  issued: (number: string, dueOn: string) => `Here is your invoice ${number}, due on ${formatDay(dueOn)}.`,
  dueSoonSubject: (number: string, dueOn: string) => `Invoice ${number} is due ${formatDay(dueOn)}`,
  overdueSubject: (number: string) => `Invoice ${number} is overdue`,
  dueSoon: (number: string, dueOn: string) => `Your invoice ${number} is due on ${formatDay(dueOn)}.`,
  overdue: (number: string, dueOn: string) => `Your invoice ${number} was due on ${formatDay(dueOn)} and is not paid yet.`,
  amount: (totalCents: number) => `Amount: ${formatCents(totalCents)}, ${TAX.label} included.`,
  balance: (balanceCents: number) => `Left to pay: ${formatCents(balanceCents)}.`,
  pay: (url: string) => `Pay it online, no sign-in needed: ${url}`,
  paid: 'It is paid in full: there is nothing to pay.',
  page: (url: string) => `See and print the invoice in your account: ${url}`,
  reference: (reference: string) => `Campaign reference: ${reference}`,
} as const;

/** Why an invoice's message is not sent: it was voided, or (a reminder) paid since, or has no campaign or address. */
export const INVOICE_SKIP = 'The invoice is paid or void now, or has no campaign or e-mail address.';

function opening(kind: InvoiceMessageKind, facts: InvoiceMessageFacts): { subject: string; line: string } {
  switch (kind) {
    case 'invoice_issued':
      return { subject: INVOICE_EMAIL_LINES.issuedSubject(facts.number), line: INVOICE_EMAIL_LINES.issued(facts.number, facts.due_on) };
    case 'invoice_overdue':
      return { subject: INVOICE_EMAIL_LINES.overdueSubject(facts.number), line: INVOICE_EMAIL_LINES.overdue(facts.number, facts.due_on) };
    case 'invoice_due_soon':
      return { subject: INVOICE_EMAIL_LINES.dueSoonSubject(facts.number, facts.due_on), line: INVOICE_EMAIL_LINES.dueSoon(facts.number, facts.due_on) };
  }
}

/** The invoice's e-mail of this kind, or null when there is nothing to tell (void, no address; a reminder once paid). */
export function buildInvoiceEmail(kind: InvoiceMessageKind, facts: InvoiceMessageFacts, siteUrl: string = company.url): OutgoingEmail | null {
  if (!facts.email || !facts.campaign_id || facts.status === 'void') return null;
  const owed = facts.status !== 'paid' && facts.balance_cents > 0;
  if (!owed && kind !== 'invoice_issued') return null;
  const { subject, line } = opening(kind, facts);
  const body = paragraphsPage(subject, [
    line,
    INVOICE_EMAIL_LINES.amount(facts.total_cents),
    ...(owed && facts.balance_cents < facts.total_cents ? [INVOICE_EMAIL_LINES.balance(facts.balance_cents)] : []),
    ...(!owed ? [INVOICE_EMAIL_LINES.paid] : facts.pay_token ? [INVOICE_EMAIL_LINES.pay(invoicePayUrl(siteUrl, facts.pay_token))] : []),
    INVOICE_EMAIL_LINES.page(invoicePageUrl(siteUrl, facts.invoice_id)),
    INVOICE_EMAIL_LINES.reference(facts.reference),
  ]);
  return { to: facts.email, subject, ...body };
}
