/**
 * URLs from the database go into href/src only when they are site-relative
 * paths or http(s) URLs; anything else (javascript:, data:, //host) is dropped.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
