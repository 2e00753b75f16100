import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

// The page's <title>, <meta> and <link> tags. In the browser they are written
// straight into document.head; while prerendering they are collected and the
// build writes them into the HTML's <head>. (The UI library is Preact in the
// build, which does not hoist head elements the way React 19 does, and
// react-helmet-async's extra ~6 kB did not fit the home page's JS budget.)

export interface HeadTag {
  tag: 'meta' | 'link';
  /** In the order they are written. */
  attrs: [name: string, value: string][];
}

export interface HeadState {
  /** The <html lang>. */
  lang: string;
  title: string;
  tags: HeadTag[];
}

/** Filled during prerendering: the last page head rendered, and the page's high-priority image preloads. */
export interface HeadCollector {
  head?: HeadState;
  preloads?: HeadTag[];
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

/**
 * Asks the prerendered <head> to preload an image the page shows above the fold
 * (its hero), so it starts downloading with the HTML. Only the page's own image
 * is preloaded, with the same candidates and sizes as its <picture>, so the
 * browser fetches exactly the file it will show. No effect in the browser,
 * where the <img> is already in the document.
 */
export function usePreloadImage(preload: HeadTag | null): void {
  const collector = useContext(HeadCollectorContext);
  if (!collector || !preload) return;
  const html = renderTags([preload]);
  if (!(collector.preloads ??= []).some((p) => renderTags([p]) === html)) collector.preloads.push(preload);
}

/** Marks the tags this module owns, so a new page replaces exactly those. */
const OWNED = 'data-head';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function renderTags(tags: HeadTag[], mark = ''): string {
  return tags.map(({ tag, attrs }) => `<${tag}${attrs.map(([n, v]) => ` ${n}="${escapeHtml(v)}"`).join('')}${mark}>`).join('');
}

/** HTML for <head>: the title, then the tags in order. */
export function renderHeadHtml({ title, tags }: Pick<HeadState, 'title' | 'tags'>): string {
  return `<title>${escapeHtml(title)}</title>${renderTags(tags, ` ${OWNED}=""`)}`;
}

/** HTML for the prerendered <head>: image preloads first (they matter most for the first paint), then the page's head. */
export function renderCollectedHead({ head, preloads = [] }: HeadCollector): string {
  return renderTags(preloads) + (head ? renderHeadHtml(head) : '');
}

function applyHead(head: HeadState | undefined): void {
  if (head) document.documentElement.lang = head.lang;
  const owned = document.head.querySelectorAll(`[${OWNED}]`);
  // Hydrating a prerendered page: its head is already this one; leave it be.
  if (head && document.title === head.title && Array.from(owned, (el) => el.outerHTML).join('') === renderTags(head.tags, ` ${OWNED}=""`)) return;
  owned.forEach((el) => el.remove());
  if (!head) return;
  const { title, tags } = head;
  document.title = title;
  const fragment = document.createDocumentFragment();
  for (const { tag, attrs } of tags) {
    const el = document.createElement(tag);
    for (const [name, value] of attrs) el.setAttribute(name, value);
    el.setAttribute(OWNED, '');
    fragment.append(el);
  }
  document.head.append(fragment);
}

/** Heads of the mounted pages, oldest first; the newest is the one shown. */
const mounted: { head: HeadState }[] = [];

export interface DocumentHeadProps {
  head: HeadState;
}

/** Writes one page's head; the page rendered last wins, as with one <Seo> per page. */
export function DocumentHead({ head }: DocumentHeadProps) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.head = head;
  const key = head.lang + renderHeadHtml(head);
  useLayoutEffect(() => {
    const entry = { head };
    mounted.push(entry);
    applyHead(head);
    return () => {
      mounted.splice(mounted.indexOf(entry), 1);
      applyHead(mounted.at(-1)?.head);
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
