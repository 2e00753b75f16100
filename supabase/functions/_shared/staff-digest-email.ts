// The staff's morning digest: the holds about to lapse, the campaigns about
// to start and those about to end, the artwork waiting for approval and the
// campaigns about to start without approved artwork, the unpaid campaigns
// about to be released, each linking to its
// campaign page. Pure:
// the scheduled work reads the lists from the database and sends what this
// makes; nothing is made when there is nothing to say.

import {
  ARTWORK_REMINDER_HEADINGS,
  artworkReminderWhen,
  PAYMENT_REMINDER_HEADING,
  unpaidReleaseWhen,
  type ArtworkReminderList,
  type StaffDigest,
} from './artwork-reminders.ts';
import { formatDay } from './booking-cycles.ts';
import { campaignPageUrl } from './admin-links.ts';
import { hasReminders, REMINDER_HEADINGS, reminderWhen, type ReminderCampaign, type ReminderList } from './campaign-reminders.ts';
import { escapeHtml } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';
import { formatCents } from './money.ts';

export interface StaffDigestOptions {
  /** The staff's address (the one the new-request e-mails go to). */
  to: string;
  /** The site's origin, where the campaign pages are. */
  siteUrl: string;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

interface DigestItem {
  url: string;
  title: string;
  detail: string;
}

interface DigestSection {
  heading: string;
  items: DigestItem[];
}

/** The digest's e-mail, or null when every list is empty. */
export function buildStaffDigestEmail(reminders: StaffDigest, options: StaffDigestOptions): OutgoingEmail | null {
  const artwork = { artwork_pending: reminders.artwork_pending ?? [], artwork_missing: reminders.artwork_missing ?? [] };
  const unpaid = reminders.unpaid_releasing ?? [];
  if (!hasReminders(reminders) && artwork.artwork_pending.length + artwork.artwork_missing.length + unpaid.length === 0) return null;
  const lists = (Object.keys(REMINDER_HEADINGS) as ReminderList[]).filter((list) => reminders[list].length > 0);
  const artworkLists = (Object.keys(ARTWORK_REMINDER_HEADINGS) as ArtworkReminderList[]).filter((list) => artwork[list].length > 0);
  const subject = `Campaigns today, ${formatDay(reminders.today)}: ${[
    plural(reminders.expiring.length, 'hold expiring', 'holds expiring'),
    plural(reminders.starting.length, 'starting', 'starting'),
    plural(reminders.renewals.length, 'renewal', 'renewals'),
    ...(artwork.artwork_pending.length > 0 ? [plural(artwork.artwork_pending.length, 'artwork version to review', 'artwork versions to review')] : []),
    ...(unpaid.length > 0 ? [plural(unpaid.length, 'unpaid deposit', 'unpaid deposits')] : []),
  ].join(', ')}`;

  const item = (list: ReminderList, c: ReminderCampaign): DigestItem => {
    const url = campaignPageUrl(options.siteUrl, c.id);
    return {
      url,
      title: `${c.advertiser}: ${c.name} (${c.reference})`,
      detail: `${reminderWhen(list, c)} · ${formatCents(c.total_cents)}`,
    };
  };

  const sections: DigestSection[] = [
    ...lists.map((list) => ({ heading: REMINDER_HEADINGS[list], items: reminders[list].map((c) => item(list, c)) })),
    ...artworkLists.map((list) => ({
      heading: ARTWORK_REMINDER_HEADINGS[list],
      items: artwork[list].map((a) => ({
        url: campaignPageUrl(options.siteUrl, a.id),
        title: `${a.advertiser}: ${a.name} (${a.reference})`,
        detail: artworkReminderWhen(list, a),
      })),
    })),
    ...(unpaid.length > 0
      ? [
          {
            heading: PAYMENT_REMINDER_HEADING,
            items: unpaid.map((u) => ({
              url: campaignPageUrl(options.siteUrl, u.id),
              title: `${u.advertiser}: ${u.name} (${u.reference})`,
              detail: unpaidReleaseWhen(u),
            })),
          },
        ]
      : []),
  ];

  const htmlLists = sections
    .map((section) => {
      const items = section.items;
      return `<h2 style="font-size:16px;margin:24px 0 8px;">${escapeHtml(section.heading)}</h2>
<ul style="margin:0;padding:0 0 0 20px;font-size:14px;line-height:1.5;">
${items
  .map(
    (i) =>
      `<li style="margin:0 0 8px;overflow-wrap:anywhere;word-break:break-word;"><a href="${escapeHtml(i.url)}">${escapeHtml(i.title)}</a><br>${escapeHtml(i.detail)}</li>`,
  )
  .join('\n')}
</ul>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:12px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;width:100%;box-sizing:border-box;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:16px;">
<h1 style="font-size:20px;margin:0 0 8px;">Campaigns needing attention</h1>
<p style="font-size:14px;margin:0;">${escapeHtml(formatDay(reminders.today))}</p>
${htmlLists}
</div>
</body>
</html>`;

  const text = [
    'Campaigns needing attention',
    formatDay(reminders.today),
    ...sections.flatMap((section) => ['', section.heading, ...section.items.flatMap((i) => [`- ${i.title}`, `  ${i.detail}`, `  ${i.url}`])]),
  ].join('\n');

  return { to: options.to, subject, html, text };
}
