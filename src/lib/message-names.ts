import type { OutboxKind } from '@shared/outbox-store.ts';

/**
 * The advertiser's e-mails, by what they tell (the outbox's kinds, and the
 * staff function's earlier notices): one set of words for the campaign page's
 * e-mails and the dashboard's failed messages. Every kind the outbox writes
 * has its words (the compiler checks against OutboxKind).
 */
const WORDS_BY_KIND = {
  confirmed: 'Confirmation',
  declined: 'Decline',
  cancelled: 'Cancellation',
  artwork_approved: 'Artwork approval',
  artwork_rejected: 'Artwork change request',
  payment_receipt: 'Receipt',
  refund: 'Refund notice',
  go_live_set: 'Go-live time',
  invoice_due_soon: 'Invoice reminder',
  invoice_overdue: 'Overdue invoice notice',
  proof_ready: 'Proof-of-play notice',
  invoice_issued: 'Invoice',
  card_held: 'Card hold notice',
  card_released: 'Card release notice',
  xibo_publish: 'Xibo publishing',
  xibo_unpublish: 'Xibo removal',
  cycle_report: 'Delivery report',
} as const satisfies Record<OutboxKind, string>;

export const MESSAGE_NAMES: Readonly<Record<string, string>> = WORDS_BY_KIND;

/** The name of a message before it is sent: 'Confirmation', 'Artwork approval'. */
export function messageName(kind: string): string {
  return MESSAGE_NAMES[kind] ?? 'E-mail to the advertiser';
}

/** Whether a message of the outbox is an e-mail to the advertiser; the Xibo calls are on the campaign's timeline instead. */
export function isEmailMessage(kind: string): boolean {
  return !kind.startsWith('xibo_');
}
