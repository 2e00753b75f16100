// Links the editor may insert: http, https, mailto, tel, or a relative URL.
// Anything else (javascript:, data:, protocol-relative //host) is refused.

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
export const LINK_PROTOCOLS = [...ALLOWED_SCHEMES];

export function isSafeLinkUrl(raw: string): boolean {
  const url = raw.trim();
  if (!url) return false;
  // Browsers ignore tabs/newlines and control characters inside schemes ("java\tscript:").
  if ([...url].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) return true; // relative: /path, #anchor, page.html, ?q=1
  return ALLOWED_SCHEMES.has(scheme[1].toLowerCase());
}

/** Images: http(s) or site-relative only. */
export function isSafeImageUrl(raw: string): boolean {
  const url = raw.trim();
  if (!url || url.startsWith('//')) return false;
  if (url.startsWith('/')) return true;
  return /^https?:\/\//i.test(url);
}
