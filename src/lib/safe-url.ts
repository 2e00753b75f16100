// One rule for every URL that comes from data (post HTML, the editor's link and
// image dialogs, billboard locations) and ends up in an href or src.

// Browsers drop ASCII tab/newline anywhere in a URL and ignore leading
// control characters, so "java\tscript:" is javascript:. Check what the
// browser will see.
export function normaliseUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

/** http, https and (for links) mailto and tel, or a same-site relative URL. */
export function isSafeUrl(value: string, kind: 'link' | 'image'): boolean {
  const url = normaliseUrl(value);
  if (url === '') return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme) {
    return kind === 'link' ? LINK_PROTOCOLS.includes(scheme) : ['http', 'https'].includes(scheme);
  }
  // "//host", "/\host" and "\\host" all leave the site (browsers read a
  // backslash as a slash in http URLs).
  return !/^[/\\]{2}/.test(url);
}

/** The URL to put in an href/src, or null when it is not safe for that use. */
export function safeUrl(value: string | null | undefined, kind: 'link' | 'image' = 'image'): string | null {
  if (!value) return null;
  const url = value.trim();
  return isSafeUrl(url, kind) ? url : null;
}
