import { site } from '@/config/site';
import { normaliseUrl } from './safe-url';

/** What a link to another site carries: no endorsement for search engines, no window.opener. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

const ownHost = hostOf(site.url);

/**
 * True for an http(s) link to another site. A path ("/billboards"), a fragment,
 * mailto:/tel: and an absolute link to the site itself (with or without www)
 * are not: the site's own pages should pass on their weight.
 */
export function isExternalLink(href: string): boolean {
  const url = normaliseUrl(href);
  if (!/^https?:/i.test(url)) return false;
  return hostOf(url) !== ownHost;
}

/** The rel a link's href calls for, or null for none. */
export function relForLink(href: string | null | undefined): string | null {
  return href && isExternalLink(href) ? EXTERNAL_LINK_REL : null;
}
