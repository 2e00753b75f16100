// The confirmation e-mail of the newsletter's double opt-in. It goes to an
// address a stranger typed, so it quotes nothing they typed: it says who we
// are, what the link does, and carries the unsubscribe link as every
// newsletter message must.

import { company } from './company.ts';
import { companyFooter, escapeHtml } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';

/** The site's paths the links point at (the same as src/config/paths.ts). */
export const NEWSLETTER_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/unsubscribe',
} as const;

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${NEWSLETTER_PATHS.confirm}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

export const CONFIRMATION_EMAIL = {
  subject: `Confirm your subscription to the ${company.name} newsletter`,
  intro: `Someone, hopefully you, asked to receive the ${company.name} newsletter at this address. To start receiving it, confirm your subscription:`,
  button: 'Confirm my subscription',
  ignore: 'If you did not ask for this, ignore this e-mail: you will not be subscribed, and we will forget this address within 30 days.',
  unsubscribe: 'Do not want our e-mails? Unsubscribe',
} as const;

export interface ConfirmationDetails {
  to: string;
  siteUrl: string;
  confirmToken: string;
  unsubscribeToken: string;
}

export function buildConfirmationEmail(details: ConfirmationDetails): OutgoingEmail {
  const confirm = confirmUrl(details.siteUrl, details.confirmToken);
  const unsubscribe = unsubscribeUrl(details.siteUrl, details.unsubscribeToken);
  // Subscribers are not advertisers: no account to link to.
  const f = companyFooter({ account: false });
  const p = (text: string) => `<p style="font-size:14px;line-height:1.5;">${text}</p>`;
  const html = `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><title>${escapeHtml(CONFIRMATION_EMAIL.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:24px;">
<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(CONFIRMATION_EMAIL.subject)}</h1>
${p(escapeHtml(CONFIRMATION_EMAIL.intro))}
${p(`<a href="${escapeHtml(confirm)}" style="display:inline-block;background:#f0af00;color:#1a1a1a;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none;">${escapeHtml(CONFIRMATION_EMAIL.button)}</a>`)}
${p(escapeHtml(CONFIRMATION_EMAIL.ignore))}
${p(`<a href="${escapeHtml(unsubscribe)}">${escapeHtml(CONFIRMATION_EMAIL.unsubscribe)}</a>`)}
${f.html}
</div>
</body>
</html>`;
  const text = [
    CONFIRMATION_EMAIL.subject,
    '',
    CONFIRMATION_EMAIL.intro,
    confirm,
    '',
    CONFIRMATION_EMAIL.ignore,
    '',
    `${CONFIRMATION_EMAIL.unsubscribe}: ${unsubscribe}`,
    '',
    f.text,
  ].join('\n');
  return { to: details.to, subject: CONFIRMATION_EMAIL.subject, html, text };
}
