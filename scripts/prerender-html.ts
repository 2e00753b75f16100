// Turns React's output for one page into a complete HTML file, from the built
// index.html. Pure string work, so it is easy to test and reason about.
import { PAGE_MODULES_ID } from '../src/app/page-modules.ts';
import { PRERENDER_STATE_ID } from '../src/app/prerender-state.ts';
import { HEAD_MARKERS } from '../src/app/prerendered-head.ts';

/** Marks the page's own head tags; the app removes them if the file is shown at another path. */
export const HEAD_START = `<!--${HEAD_MARKERS.start}-->`;
export const HEAD_END = `<!--${HEAD_MARKERS.end}-->`;

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
  /** Route-specific CSS (absolute URLs) the page needs besides the entry's, which index.html lists. */
  stylesheets: string[];
  /** The JS the page runs (absolute URLs), listed for src/main.tsx to request at once (src/app/page-modules.ts). */
  modules?: string[];
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

/** The entry's module script and the modulepreload links Vite writes for its imports. */
const ENTRY_SCRIPTS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function assemblePage(template: string, { html, state, stylesheets, modules = [] }: PageParts): { page: string; missing: string[] } {
  if (template.split(ROOT).length !== 2) throw new Error(`index.html must contain exactly one ${ROOT}`);
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');

  const { head, body } = splitHoisted(html);
  const links = stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`)
    .join('');
  // Vite writes the entry's script and its modulepreload links ahead of the
  // stylesheet. Moved after the page's own head tags, the stylesheet and the
  // hero image are requested first: on a slow phone they decide when the page
  // shows. The page's other modules load once it has painted (src/main.tsx).
  const scripts = (template.match(ENTRY_SCRIPTS) ?? []).join('');
  const listed = modules
    .filter((href) => !scripts.includes(`="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`)
    .join('');
  const pageModules = listed ? `<template id="${PAGE_MODULES_ID}">${listed}</template>` : '';
  const withHead = insertVerbatim(template.replace(ENTRY_SCRIPTS, ''), '</head>', `${HEAD_START}${head}${links}${HEAD_END}${scripts}${pageModules}</head>`);
  const page = insertVerbatim(withHead, ROOT, `<div id="root">${body}</div><script type="application/json" id="${PRERENDER_STATE_ID}">${state}</script>`);
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
