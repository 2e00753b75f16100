import { env } from '@/config/env';
import { site } from '@/config/site';

/** Origin used for canonical and absolute URLs: VITE_SITE_URL when set (previews), else the production URL. */
export const siteUrl = (env.VITE_SITE_URL ?? site.url).replace(/\/+$/, '');

/** '/faq/' -> '/faq', 'faq' -> '/faq', '' -> '/'. One spelling per page, so canonicals never differ by a slash. */
export function normalizePath(path: string): string {
  const withLeading = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withLeading.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Absolute URL for a site path; absolute URLs (e.g. a CDN image) pass through unchanged. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${normalizePath(pathOrUrl)}`;
}
