// E-mails to the prospect about a booking request: the receipt, and the
// staff's decision (on one booking, or on the whole campaign, or its
// cancellation). Each goes to an address a stranger typed, so it quotes
// nothing they typed: only the boards and dates they picked from our own lists,
// and who we are with our contact details, so it cannot be turned into a way
// to mail arbitrary text to someone else.

import { accountSignInLine } from './advertiser-account.ts';
import { campaignPeriodLabel } from './booking-cycles.ts';
import type { CampaignBookingStatus, CampaignNotice, CampaignStatus } from './campaign-notice-store.ts';
import { company } from './company.ts';
import { companyFooter, escapeHtml } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';

const EXPIRY_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

function cyclesLabel(cycles: number): string {
  return `${cycles} cycle${cycles === 1 ? '' : 's'} of 4 weeks`;
}

const footer = companyFooter;

function page(title: string, paragraphs: string[], list: string[]): string {
  const f = footer();
  return `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:24px;">
<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:14px;line-height:1.5;">${escapeHtml(p)}</p>`).join('\n')}
${list.length ? `<ul style="font-size:14px;line-height:1.5;">${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${f.html}
</div>
</body>
</html>`;
}

export interface ReceiptDetails {
  to: string;
  boards: string[];
  startsOn: string;
  cycles: number;
  /** Until when the slots are held for the staff to confirm. */
  expiresAt: Date;
  reference: string;
}

export function buildBookingReceipt(details: ReceiptDetails): OutgoingEmail {
  const title = `Your booking request with ${company.name}`;
  const period = `${campaignPeriodLabel(details.startsOn, details.cycles)} (${cyclesLabel(details.cycles)})`;
  const expiry = `${EXPIRY_FORMAT.format(details.expiresAt)} (Toronto time)`;
  const paragraphs = [
    `We received a request to book these digital billboards for ${period}:`,
    `We hold these dates for you until ${expiry} while our team confirms your booking. We will write to you again when it is confirmed.`,
  ];
  const closing = [`Reference: ${details.reference}`, `If you did not make this request, you can ignore this e-mail: the dates are released automatically.`];
  const f = footer();
  return {
    to: details.to,
    subject: title,
    html: page(title, [paragraphs[0]!], details.boards).replace(
      '</ul>',
      `</ul>\n${[paragraphs[1]!, ...closing].map((p) => `<p style="font-size:14px;line-height:1.5;">${escapeHtml(p)}</p>`).join('\n')}`,
    ),
    text: [title, '', paragraphs[0], ...details.boards.map((b) => `- ${b}`), '', paragraphs[1], '', ...closing, '', f.text].join('\n'),
  };
}

const DECISIONS: Record<string, { subject: string; line: string } | undefined> = {
  confirmed: {
    subject: 'Your billboard booking is confirmed',
    // What follows about the artwork depends on what we hold (artwork-emails.ts artworkConfirmationLine).
    line: 'Good news: your booking is confirmed.',
  },
  declined: {
    subject: 'Your billboard booking request',
    line: 'We are sorry: we cannot confirm this booking, and the dates have been released. Call or write to us and we will find other dates or boards with you.',
  },
};

export interface LapseDetails {
  to: string;
  boards: string[];
  startsOn: string;
  cycles: number;
  reference: string;
}

/** The dates of a request were held for a week and nobody confirmed them: they are released, and the prospect is told so. */
export function buildRequestLapsed(details: LapseDetails): OutgoingEmail {
  const title = 'Your billboard booking request has lapsed';
  const period = `${campaignPeriodLabel(details.startsOn, details.cycles)} (${cyclesLabel(details.cycles)})`;
  const paragraphs = [
    `We held these digital billboards for ${period} while our team reviewed your request, but we could not confirm it in time, so the dates have been released:`,
  ];
  const closing = [
    `Call us at ${company.phoneDisplay} or reply to this e-mail and we will check these dates again or find others with you.`,
    `Reference: ${details.reference}`,
  ];
  const f = footer();
  return {
    to: details.to,
    subject: title,
    html: page(title, paragraphs, details.boards).replace(
      '</ul>',
      `</ul>\n${closing.map((p) => `<p style="font-size:14px;line-height:1.5;">${escapeHtml(p)}</p>`).join('\n')}`,
    ),
    text: [title, '', paragraphs[0], ...details.boards.map((b) => `- ${b}`), '', ...closing, '', f.text].join('\n'),
  };
}

const CAMPAIGN_NOTICES: Partial<Record<CampaignStatus, { subject: string; line: string; names: CampaignBookingStatus[] }>> = {
  confirmed: { ...DECISIONS.confirmed!, names: ['confirmed'] },
  declined: { ...DECISIONS.declined!, names: ['declined'] },
  cancelled: {
    subject: 'Your billboard campaign is cancelled',
    line: 'Your campaign is cancelled: the cycles that had not begun are released. Cycles already run stay booked. Call or write to us with any question.',
    names: ['cancelled', 'confirmed'],
  },
};

const CANCELLED_BOOKING_NOTES: Partial<Record<CampaignBookingStatus, string>> = { cancelled: 'released', confirmed: 'already run, stays booked' };

/**
 * The e-mail telling an advertiser what became of their campaign (confirmed,
 * declined or cancelled), listing its boards and dates; null for any other
 * state, or when no booking is left to name. Quotes only the board names,
 * the dates and the campaign's reference; `extra` follows the first line.
 */
export function buildCampaignNotice(notice: CampaignNotice, extra: readonly string[] = []): OutgoingEmail | null {
  const kind = CAMPAIGN_NOTICES[notice.status];
  if (!kind) return null;
  const named = notice.bookings.filter((b) => kind.names.includes(b.status));
  if (named.length === 0) return null;
  const list = named.map((b) => {
    const note = notice.status === 'cancelled' ? CANCELLED_BOOKING_NOTES[b.status] : undefined;
    return `${b.board}: ${campaignPeriodLabel(b.startsOn, b.cycles)} (${cyclesLabel(b.cycles)})${note ? `, ${note}` : ''}`;
  });
  const paragraphs = [kind.line, ...extra, ...(notice.status === 'confirmed' ? [accountSignInLine()] : []), `Reference: ${notice.reference}`];
  const f = footer();
  return {
    to: notice.email,
    subject: kind.subject,
    html: page(kind.subject, paragraphs, list),
    text: [kind.subject, '', ...paragraphs, '', ...list.map((item) => `- ${item}`), '', f.text].join('\n'),
  };
}
