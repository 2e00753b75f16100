/** The two comments the prerender wraps a page's own head tags in (scripts/prerender-html.ts). */
export const HEAD_MARKERS = { start: 'prerender-head', end: '/prerender-head' } as const;

/**
 * Removes the page's prerendered head tags, for when this HTML is shown at
 * another path (a host that serves index.html for every unknown URL, `vite
 * preview`): the page rendered there brings its own.
 */
export function dropPrerenderedHead(doc: Document = document): void {
  let inside = false;
  for (const node of Array.from(doc.head.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const text = node.nodeValue?.trim();
      if (text === HEAD_MARKERS.start) inside = true;
      else if (text === HEAD_MARKERS.end) inside = false;
      else continue;
      node.remove();
    } else if (inside) {
      node.remove();
    }
  }
}
