// The notification the company receives for each inquiry. Every value in it
// comes from a stranger on the internet, so each one is HTML-escaped where it
// lands in the HTML, and the subject is forced onto one line.

import { INQUIRY_LABELS, leadSourceLabel } from './contact-inquiry.ts';
import { escapeHtml } from './email-html.ts';
import type { ContactInquiry } from './contact-inquiry-schema.ts';
import type { OutgoingEmail } from './mailer.ts';

export { escapeHtml };

const MAX_SUBJECT_LENGTH = 150;

/**
 * A subject can never carry a line break (that would start a new header), so
 * every control or separator character becomes a space, whatever validation
 * let through.
 */
export function singleLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}…`;
}

function formatReceivedAt(at: Date): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(at);
  return `${local} (Toronto time)`;
}

export interface NotificationOptions {
  to: string;
  receivedAt: Date;
  inquiryId: string;
  /** Names of the billboards of the prospect's campaign plan, if any. */
  planLocations?: string[];
  /** The dates asked for those boards, e.g. 'Mon Jan 4, 2027 to Sun Mar 28, 2027 (3 cycles)'. */
  requestedDates?: string | null;
  /** Where the staff open the prospect's artwork (it sits in a private bucket). */
  artworkLink?: string | null;
  /** The campaign page of the request, when the lead asked for dates. */
  campaignLink?: string | null;
}

export function buildNotificationEmail(inquiry: ContactInquiry, options: NotificationOptions): OutgoingEmail {
  const sourceLabel = leadSourceLabel(inquiry.source);
  const receivedAt = formatReceivedAt(options.receivedAt);
  const subject = truncate(singleLine(`New website inquiry from ${inquiry.name} (${inquiry.company})`), MAX_SUBJECT_LENGTH);

  const rows: Array<[string, string]> = [
    [INQUIRY_LABELS.name, escapeHtml(inquiry.name)],
    [INQUIRY_LABELS.company, escapeHtml(inquiry.company)],
    [INQUIRY_LABELS.email, `<a href="mailto:${escapeHtml(encodeURIComponent(inquiry.email).replace(/%40/g, '@'))}">${escapeHtml(inquiry.email)}</a>`],
    [INQUIRY_LABELS.phone, escapeHtml(inquiry.phone)],
    ['Sent from', escapeHtml(sourceLabel)],
    ['Received', escapeHtml(receivedAt)],
    ['Reference', escapeHtml(options.inquiryId)],
  ];
  const plan = options.planLocations ?? [];
  if (plan.length > 0) rows.push(['Campaign plan', plan.map(escapeHtml).join('<br>\n')]);
  const datesLine = options.requestedDates ?? null;
  if (datesLine) rows.push(['Requested dates', escapeHtml(datesLine)]);
  const artwork = options.artworkLink ?? null;
  if (artwork) rows.push(['Artwork', `<a href="${escapeHtml(artwork)}">View the artwork in the bookings admin</a>`]);
  const campaign = options.campaignLink ?? null;
  if (campaign) rows.push(['Campaign', `<a href="${escapeHtml(campaign)}">Open the campaign</a>`]);
  // Escape first, then turn line breaks into <br>: the other order would let
  // the message smuggle markup in between.
  const messageHtml = escapeHtml(inquiry.message.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>\n');

  // Read on a phone too: nothing wider than the screen (the box shrinks to it,
  // the label column is a share of it) and long addresses or references
  // break anywhere rather than push the page sideways.
  const wrap = 'overflow-wrap:anywhere;word-break:break-word;';
  const cell = `padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;${wrap}`;
  const html = `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:12px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;width:100%;box-sizing:border-box;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:16px;">
<h1 style="font-size:20px;margin:0 0 16px;">New inquiry from the website</h1>
<table role="presentation" style="border-collapse:collapse;width:100%;max-width:100%;table-layout:fixed;font-size:14px;">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell}width:32%;">${escapeHtml(label)}</th><td style="${cell}">${value}</td></tr>`).join('\n')}
</table>
<h2 style="font-size:16px;margin:24px 0 8px;">${escapeHtml(INQUIRY_LABELS.message)}</h2>
<p style="font-size:14px;line-height:1.5;margin:0;${wrap}">${messageHtml}</p>
<p style="font-size:12px;color:#666666;margin:24px 0 0;${wrap}">Reply to this e-mail to answer ${escapeHtml(inquiry.name)} directly.</p>
</div>
</body>
</html>`;

  const text = [
    'New inquiry from the website',
    '',
    `${INQUIRY_LABELS.name}: ${inquiry.name}`,
    `${INQUIRY_LABELS.company}: ${inquiry.company}`,
    `${INQUIRY_LABELS.email}: ${inquiry.email}`,
    `${INQUIRY_LABELS.phone}: ${inquiry.phone}`,
    `Sent from: ${sourceLabel}`,
    `Received: ${receivedAt}`,
    `Reference: ${options.inquiryId}`,
    ...(plan.length > 0 ? [`Campaign plan: ${plan.join('; ')}`] : []),
    ...(datesLine ? [`Requested dates: ${datesLine}`] : []),
    ...(artwork ? [`Artwork: ${artwork}`] : []),
    ...(campaign ? [`Campaign: ${campaign}`] : []),
    '',
    `${INQUIRY_LABELS.message}:`,
    inquiry.message,
    '',
    `Reply to this e-mail to answer ${inquiry.name} directly.`,
  ].join('\n');

  return { to: options.to, replyTo: inquiry.email, subject, html, text };
}
