import type { DehydratedState } from '@tanstack/react-query';

// What a prerendered page hands to the browser, in one JSON data block
// (type="application/json": the Content-Security-Policy does not treat it as
// script, so no 'unsafe-inline' is needed).

export const PRERENDER_STATE_ID = 'prerender-state';

export interface PrerenderState {
  /** Path the markup was rendered for; the client hydrates only on that path. */
  path: string;
  /** react-query cache at render time: the client starts from the same data. */
  queries: DehydratedState;
}

/**
 * JSON for an inline <script> data block. '<' is escaped so the data can never
 * close the element ('</script>') or open a comment; U+2028/2029 for old parsers.
 */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state embedded by the prerender, or null on the SPA fallback page. */
export function readPrerenderState(doc: Document = document): PrerenderState | null {
  const text = doc.getElementById(PRERENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderState;
  } catch {
    return null;
  }
}
