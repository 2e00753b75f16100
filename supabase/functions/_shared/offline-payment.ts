// How an advertiser pays without a card (no Stripe configured, or by
// choice): the one place the account page and the e-mails read it from.
// Taken from the company's own facts, so a new address or e-mail changes it
// too. Kept apart from company.ts, which every public page loads.

import { company } from './company.ts';

export const OFFLINE_PAYMENT = {
  /** Where an Interac e-Transfer goes. PLACEHOLDER (the company's general address until the client gives its own). */
  eTransferEmail: company.email,
  chequePayableTo: company.legalName,
  chequeMailTo: `${company.address.streetAddress}, ${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
} as const;

export const OFFLINE_PAYMENT_LINES = {
  intro: 'To pay without a card:',
  eTransfer: `By Interac e-Transfer to ${OFFLINE_PAYMENT.eTransferEmail}, with your campaign's reference in the message.`,
  cheque: `By cheque payable to ${OFFLINE_PAYMENT.chequePayableTo}, mailed to ${OFFLINE_PAYMENT.chequeMailTo}.`,
} as const;
