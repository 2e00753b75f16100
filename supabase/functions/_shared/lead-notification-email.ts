// The e-mails the company receives about an inquiry: its notification, and
// the note of a corrected address. Every value in them comes from a stranger
// on the internet, so each one is HTML-escaped where it lands in the HTML, and
// the subject is forced onto one line. Their links open the configured site
// (a local backend's e-mails open the local site, not production's).

import { adminPageUrl, bookingsPagePath, campaignPageUrl } from './admin-links.ts';
import { campaignPeriodLabel } from './booking-cycles.ts';
import { INQUIRY_LABELS, leadSourceLabel } from './contact-inquiry.ts';
import { escapeHtml } from './email-html.ts';
import type { ContactInquiry } from './contact-inquiry-schema.ts';
import type { LeadCampaign } from './lead-store.ts';
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
  /** The site the e-mail's links open: the functions' SITE_URL (the local backend's own site). */
  siteUrl: string;
  /** The campaign the request became: its page, and the short reference the prospect was given. None without held dates. */
  campaign?: LeadCampaign | null;
  /** Names of the billboards of the prospect's campaign plan, if any. */
  planLocations?: string[];
  /** The dates asked for those boards. */
  requested?: { startsOn: string; cycles: number } | null;
  /** Whether the prospect sent artwork (the staff open it from the bookings admin: it sits in a private bucket). */
  hasArtwork?: boolean;
}

export interface CorrectionNoteOptions {
  to: string;
  siteUrl: string;
  /** The address the staff's earlier e-mail gave (the mistyped one). */
  previousEmail: string;
  campaign?: LeadCampaign | null;
}

// Read on a phone too: nothing wider than the screen (the box shrinks to it,
// the label column is a share of it) and long addresses or references
// break anywhere rather than push the page sideways.
const wrap = 'overflow-wrap:anywhere;word-break:break-word;';
const cell = `padding:6px 8px;border-bottom:1px solid #e5e5e5;vertical-align:top;${wrap}`;

/** A mailto link for an address a stranger typed: encoded so it cannot add recipients or headers, escaped for the HTML. */
function mailtoLink(email: string): string {
  return `<a href="mailto:${escapeHtml(encodeURIComponent(email).replace(/%40/g, '@'))}">${escapeHtml(email)}</a>`;
}

/** Every staff e-mail about a lead: a heading, a table of label and (already escaped) HTML value, then free HTML. */
function staffPage(subject: string, heading: string, rows: Array<[string, string]>, after: string): string {
  return `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:12px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;width:100%;box-sizing:border-box;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:16px;">
<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(heading)}</h1>
<table role="presentation" style="border-collapse:collapse;width:100%;max-width:100%;table-layout:fixed;font-size:14px;">
${rows.map(([label, value]) => `<tr><th align="left" style="${cell}width:32%;">${escapeHtml(label)}</th><td style="${cell}">${value}</td></tr>`).join('\n')}
</table>
${after}
</div>
</body>
</html>`;
}

function footnote(text: string): string {
  return `<p style="font-size:12px;color:#666666;margin:24px 0 0;${wrap}">${escapeHtml(text)}</p>`;
}

/** The links of a lead's e-mail, on the configured site. */
function leadLinks(siteUrl: string, campaign: LeadCampaign | null) {
  return { bookings: adminPageUrl(siteUrl, bookingsPagePath()), campaign: campaign ? campaignPageUrl(siteUrl, campaign.id) : null };
}

export function buildNotificationEmail(inquiry: ContactInquiry, options: NotificationOptions): OutgoingEmail {
  const sourceLabel = leadSourceLabel(inquiry.source);
  const receivedAt = formatReceivedAt(options.receivedAt);
  const subject = truncate(singleLine(`New website inquiry from ${inquiry.name} (${inquiry.company})`), MAX_SUBJECT_LENGTH);
  const campaign = options.campaign ?? null;
  const links = leadLinks(options.siteUrl, campaign);
  const requested = options.requested ?? null;

  const rows: Array<[string, string]> = [
    [INQUIRY_LABELS.name, escapeHtml(inquiry.name)],
    [INQUIRY_LABELS.company, escapeHtml(inquiry.company)],
    [INQUIRY_LABELS.email, mailtoLink(inquiry.email)],
    [INQUIRY_LABELS.phone, escapeHtml(inquiry.phone)],
    ['Sent from', escapeHtml(sourceLabel)],
    ['Received', escapeHtml(receivedAt)],
  ];
  if (campaign) rows.push(['Reference', escapeHtml(campaign.reference)]);
  const plan = options.planLocations ?? [];
  if (plan.length > 0) rows.push(['Campaign plan', plan.map(escapeHtml).join('<br>\n')]);
  const datesLine = requested
    ? `${campaignPeriodLabel(requested.startsOn, requested.cycles)} (${requested.cycles} cycle${requested.cycles === 1 ? '' : 's'}); held or not: see ${links.bookings}`
    : null;
  if (datesLine) rows.push(['Requested dates', escapeHtml(datesLine)]);
  const artwork = options.hasArtwork ? links.bookings : null;
  if (artwork) rows.push(['Artwork', `<a href="${escapeHtml(artwork)}">View the artwork in the bookings admin</a>`]);
  if (links.campaign) rows.push(['Campaign', `<a href="${escapeHtml(links.campaign)}">Open the campaign</a>`]);
  // Escape first, then turn line breaks into <br>: the other order would let
  // the message smuggle markup in between.
  const messageHtml = escapeHtml(inquiry.message.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>\n');
  const replyLine = `Reply to this e-mail to answer ${inquiry.name} directly.`;

  const html = staffPage(
    subject,
    'New inquiry from the website',
    rows,
    `<h2 style="font-size:16px;margin:24px 0 8px;">${escapeHtml(INQUIRY_LABELS.message)}</h2>
<p style="font-size:14px;line-height:1.5;margin:0;${wrap}">${messageHtml}</p>
${footnote(replyLine)}`,
  );

  const text = [
    'New inquiry from the website',
    '',
    `${INQUIRY_LABELS.name}: ${inquiry.name}`,
    `${INQUIRY_LABELS.company}: ${inquiry.company}`,
    `${INQUIRY_LABELS.email}: ${inquiry.email}`,
    `${INQUIRY_LABELS.phone}: ${inquiry.phone}`,
    `Sent from: ${sourceLabel}`,
    `Received: ${receivedAt}`,
    ...(campaign ? [`Reference: ${campaign.reference}`] : []),
    ...(plan.length > 0 ? [`Campaign plan: ${plan.join('; ')}`] : []),
    ...(datesLine ? [`Requested dates: ${datesLine}`] : []),
    ...(artwork ? [`Artwork: ${artwork}`] : []),
    ...(links.campaign ? [`Campaign: ${links.campaign}`] : []),
    '',
    `${INQUIRY_LABELS.message}:`,
    inquiry.message,
    '',
    replyLine,
  ].join('\n');

  return { to: options.to, replyTo: inquiry.email, subject, html, text };
}

/**
 * The note the staff get when a prospect corrects the address of a request
 * whose e-mail they already have: the old and the new address, and Reply-To
 * the new one, so answering it reaches the prospect.
 */
export function buildCorrectionNote(inquiry: ContactInquiry, options: CorrectionNoteOptions): OutgoingEmail {
  const subject = truncate(singleLine(`Corrected e-mail address: ${inquiry.name} (${inquiry.company})`), MAX_SUBJECT_LENGTH);
  const campaign = options.campaign ?? null;
  const links = leadLinks(options.siteUrl, campaign);
  const intro = `${inquiry.name} corrected the e-mail address of their request: the one in our earlier e-mail was mistyped.`;
  const replyLine = `Reply to this e-mail to answer ${inquiry.name} at the corrected address.`;
  const rows: Array<[string, string]> = [
    [INQUIRY_LABELS.name, escapeHtml(inquiry.name)],
    [INQUIRY_LABELS.company, escapeHtml(inquiry.company)],
    [INQUIRY_LABELS.email, `${escapeHtml(options.previousEmail)} → ${mailtoLink(inquiry.email)}`],
    [INQUIRY_LABELS.phone, escapeHtml(inquiry.phone)],
  ];
  if (campaign) rows.push(['Reference', escapeHtml(campaign.reference)]);
  if (links.campaign) rows.push(['Campaign', `<a href="${escapeHtml(links.campaign)}">Open the campaign</a>`]);
  const html = staffPage(
    subject,
    'Corrected e-mail address',
    rows,
    `<p style="font-size:14px;line-height:1.5;margin:16px 0 0;${wrap}">${escapeHtml(intro)}</p>
${footnote(replyLine)}`,
  );
  const text = [
    'Corrected e-mail address',
    '',
    intro,
    '',
    `${INQUIRY_LABELS.name}: ${inquiry.name}`,
    `${INQUIRY_LABELS.company}: ${inquiry.company}`,
    `${INQUIRY_LABELS.email}: ${options.previousEmail} → ${inquiry.email}`,
    `${INQUIRY_LABELS.phone}: ${inquiry.phone}`,
    ...(campaign ? [`Reference: ${campaign.reference}`] : []),
    ...(links.campaign ? [`Campaign: ${links.campaign}`] : []),
    '',
    replyLine,
  ].join('\n');
  return { to: options.to, replyTo: inquiry.email, subject, html, text };
}
