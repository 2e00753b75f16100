import { site } from '@/config/site';
import type { Crumb } from '@/lib/breadcrumbs';
import { absoluteUrl, siteUrl } from './site-url';

// Builders for the site's structured data. Facts come from site.ts only.

export type JsonLd = Record<string, unknown>;

export const context = 'https://schema.org';
export const organizationId = `${siteUrl}/#organization`;
export const webSiteId = `${siteUrl}/#website`;

export function webSite(): JsonLd {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': webSiteId,
    url: `${siteUrl}/`,
    name: site.name,
    description: site.description,
    inLanguage: site.locale,
    publisher: { '@type': 'Organization', '@id': organizationId, name: site.name },
  };
}

/**
 * Google requires an `item` URL on every entry but the last, so intermediate
 * segments without a page ('/industries') are left out and positions renumbered.
 */
export function breadcrumbList(crumbs: Crumb[], canonicalUrl: string): JsonLd {
  const listed = crumbs.filter((c, i) => c.linkable || i === crumbs.length - 1);
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    '@id': `${canonicalUrl}#breadcrumb`,
    itemListElement: listed.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.path),
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface WebPageInput {
  schemaType: string;
  title: string;
  description: string;
  url: string;
  image: string;
  faq?: FaqEntry[];
  publishedTime?: string;
  modifiedTime?: string;
}

export function webPage({ schemaType, title, description, url, image, faq, publishedTime, modifiedTime }: WebPageInput): JsonLd {
  const node: JsonLd = {
    '@context': context,
    '@type': schemaType,
    '@id': `${url}#webpage`,
    url,
    name: title,
    description,
    inLanguage: site.locale,
    isPartOf: { '@id': webSiteId },
    breadcrumb: { '@id': `${url}#breadcrumb` },
    primaryImageOfPage: { '@type': 'ImageObject', url: image },
  };
  if (schemaType === 'Article') {
    // An Article is not a WebPage: it points at its page and carries what rich results need.
    delete node.isPartOf;
    delete node.breadcrumb;
    delete node.primaryImageOfPage;
    Object.assign(node, {
      '@id': `${url}#article`,
      headline: title,
      image: [image],
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      publisher: { '@type': 'Organization', '@id': organizationId, name: site.name, logo: absoluteUrl(site.logo) },
      author: { '@type': 'Organization', name: site.name, url: `${siteUrl}/` },
      ...(publishedTime ? { datePublished: publishedTime } : {}),
      ...(modifiedTime ? { dateModified: modifiedTime } : {}),
    });
  }
  if (faq?.length) {
    node.mainEntity = faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    }));
  }
  return node;
}

/**
 * JSON for an inline <script>. '<' is escaped so data containing '</script>'
 * or '<!--' cannot end the element; U+2028/2029 are escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
