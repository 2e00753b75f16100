// The pieces every e-mail to a prospect or subscriber shares: escaping, and
// the footer that names the company, its mailing address and how to reach it
// (anti-spam law asks for them in every commercial message).

import { company, companyAddressLine } from './company.ts';

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

/** The company's name, mailing address and contact details, as HTML and as plain text. */
export function companyFooter(): { html: string; text: string } {
  const lines = [company.legalName, companyAddressLine, `${company.phoneDisplay} · ${company.email}`, company.url];
  return {
    html: `<p style="font-size:12px;color:#666666;margin:24px 0 0;line-height:1.5;">${lines.map(escapeHtml).join('<br>\n')}</p>`,
    text: ['--', ...lines].join('\n'),
  };
}
