// Turns React's output for one page into a complete HTML file, from the built
// index.html. Pure string work, so it is easy to test and reason about.
import { PAGE_MODULES_ID } from '../src/app/page-modules.ts';
import { PRERENDER_STATE_ID } from '../src/app/prerender-state.ts';

/** Marks the page's own head tags; src/main.tsx removes them if the file is shown at another path. */
export const HEAD_START = '<!--prerender-head-->';
export const HEAD_END = '<!--/prerender-head-->';

const ROOT = '<div id="root"></div>';

// React 19 writes the <title>, <meta> and <link> elements it hoists (those of
// <Seo>, plus its own image preloads) at the very start of a non-document
// render. They belong in <head>.
const LEADING_HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export interface PageParts {
  /** React's output for the page. */
  html: string;
  /** JSON for the state data block (already escaped for inline use). */
  state: string;
  /** Route-specific JS (preloaded after the first paint) and CSS (absolute URLs) the page needs. */
  modulePreloads: string[];
  stylesheets: string[];
}

/**
 * Replaces the first `marker` with `text`, exactly as given. String.replace
 * would read `$$`, `$&`, `` $` `` and `$'` in the text as patterns, and a post
 * may well contain them (prices, for a start).
 */
export function insertVerbatim(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`${marker} not found`);
  return html.slice(0, at) + text + html.slice(at + marker.length);
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function assemblePage(template: string, { html, state, modulePreloads, stylesheets }: PageParts): { page: string; missing: string[] } {
  if (template.split(ROOT).length !== 2) throw new Error(`index.html must contain exactly one ${ROOT}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');

  const { head, body } = splitHoisted(html);
  const links = stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`)
    .join('');
  // Not <link rel="modulepreload">: src/main.tsx preloads these after the first paint.
  const modules = JSON.stringify(modulePreloads.filter((href) => !template.includes(`href="${href}"`))).replace(/</g, '\\u003c');

  const withHead = insertVerbatim(template, '</head>', `${HEAD_START}${head}${links}${HEAD_END}</head>`);
  const page = insertVerbatim(
    withHead,
    ROOT,
    `<div id="root">${body}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>` +
      `<script type="application/json" id="${PAGE_MODULES_ID}">${modules}</script>`,
  );
  return { page, missing: checkHead(page) };
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

const requiredOnce: [string, RegExp][] = [
  ['<title>', /<title[\s>]/g],
  ['meta description', /<meta name="description"/g],
  ['canonical link', /<link rel="canonical"/g],
];

/**
 * Crawlers must find exactly one title, description and canonical in <head>.
 * Two of one is a bug here or in a template (thrown); none means the page does
 * not render <Seo> yet (returned, for the build to report).
 */
export function checkHead(page: string): string[] {
  const head = page.slice(0, page.indexOf('</head>'));
  const missing: string[] = [];
  for (const [what, re] of requiredOnce) {
    const inPage = count(page, re);
    if (inPage > 1) throw new Error(`head check: ${inPage} ${what} in the page, expected one`);
    if (inPage === 1 && count(head, re) !== 1) throw new Error(`head check: the ${what} is outside <head>`);
    if (inPage === 0) missing.push(what);
  }
  return missing;
}
