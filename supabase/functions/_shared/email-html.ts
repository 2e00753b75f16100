// The pieces every e-mail to a prospect or subscriber shares: escaping, and
// the footer that names the company, its mailing address and how to reach it
// (anti-spam law asks for them in every commercial message).

import { ACCOUNT_LINK_TEXT, ACCOUNT_PATH } from './account-link.ts';
import { company } from './company.ts';

/**
 * The mailing address on one line, for the footer. Here rather than beside
 * the company's facts: those load with every public page, and this only with
 * what builds an e-mail (the staff's previews included).
 */
const companyAddressLine = (): string =>
  `${company.address.streetAddress}, ${company.address.locality}, ${company.address.region} ${company.address.postalCode}, Canada`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** The advertiser's account's address, where every advertiser e-mail leads back. */
export const accountUrl = (): string => `${company.url}${ACCOUNT_PATH}`;

/**
 * The company's name, mailing address and contact details, as HTML and as
 * plain text; for an advertiser (every e-mail but the newsletter's) a link to
 * their account first, so an old e-mail is never the only way back.
 */
export function companyFooter({ account = true }: { account?: boolean } = {}): { html: string; text: string } {
  const lines = [company.legalName, companyAddressLine(), `${company.phoneDisplay} · ${company.email}`, company.url];
  const accountHtml = account
    ? `<p style="font-size:14px;margin:24px 0 0;"><a href="${escapeHtml(accountUrl())}" style="color:#1a1a1a;font-weight:bold;">${escapeHtml(ACCOUNT_LINK_TEXT)}</a></p>\n`
    : '';
  return {
    html: `${accountHtml}<p style="font-size:12px;color:#666666;margin:24px 0 0;line-height:1.5;">${lines.map(escapeHtml).join('<br>\n')}</p>`,
    text: [...(account ? [`${ACCOUNT_LINK_TEXT}: ${accountUrl()}`, ''] : []), '--', ...lines].join('\n'),
  };
}

/** A plain e-mail to a customer: a heading, paragraphs and the company's footer, as HTML and as text. */
export function paragraphsPage(title: string, paragraphs: readonly string[]): { html: string; text: string } {
  const f = companyFooter();
  return {
    html: `<!doctype html>
<html lang="en-CA">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-top:4px solid #f0af00;padding:24px;">
<h1 style="font-size:20px;margin:0 0 16px;">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:14px;line-height:1.5;overflow-wrap:anywhere;">${escapeHtml(p)}</p>`).join('\n')}
${f.html}
</div>
</body>
</html>`,
    text: [title, '', ...paragraphs.flatMap((p) => [p, '']), f.text].join('\n'),
  };
}
