// The staff's morning digest: the holds about to lapse, the campaigns about
// to start and those about to end, each linking to its campaign page. Pure:
// the scheduled work reads the lists from the database and sends what this
// makes; nothing is made when there is nothing to say.

import { formatDay } from './booking-cycles.ts';
import { campaignPageUrl } from './admin-links.ts';
import { hasReminders, REMINDER_HEADINGS, reminderWhen, type CampaignReminders, type ReminderCampaign, type ReminderList } from './campaign-reminders.ts';
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

/** The digest's e-mail, or null when every list is empty. */
export function buildStaffDigestEmail(reminders: CampaignReminders, options: StaffDigestOptions): OutgoingEmail | null {
  if (!hasReminders(reminders)) return null;
  const lists = (Object.keys(REMINDER_HEADINGS) as ReminderList[]).filter((list) => reminders[list].length > 0);
  const subject = `Campaigns today, ${formatDay(reminders.today)}: ${[
    plural(reminders.expiring.length, 'hold expiring', 'holds expiring'),
    plural(reminders.starting.length, 'starting', 'starting'),
    plural(reminders.renewals.length, 'renewal', 'renewals'),
  ].join(', ')}`;

  const item = (list: ReminderList, c: ReminderCampaign) => {
    const url = campaignPageUrl(options.siteUrl, c.id);
    return {
      url,
      title: `${c.advertiser}: ${c.name} (${c.reference})`,
      detail: `${reminderWhen(list, c)} · ${formatCents(c.total_cents)}`,
    };
  };

  const htmlLists = lists
    .map((list) => {
      const items = reminders[list].map((c) => item(list, c));
      return `<h2 style="font-size:16px;margin:24px 0 8px;">${escapeHtml(REMINDER_HEADINGS[list])}</h2>
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
    ...lists.flatMap((list) => [
      '',
      REMINDER_HEADINGS[list],
      ...reminders[list].flatMap((c) => {
        const i = item(list, c);
        return [`- ${i.title}`, `  ${i.detail}`, `  ${i.url}`];
      }),
    ]),
  ].join('\n');

  return { to: options.to, subject, html, text };
}
