// First-load JS is budgeted by what a page does as it mounts: a page that reads
// nothing live runs from the data its HTML carries, while the map and a board's
// page read live availability at once and so carry the data client's code too.
// One list, read by the benchmark, the build's budget test and the prerender
// (which lists the data client with a live page's modules).
import { HOME_JS_BUDGET_BYTES } from './bundle-report.ts';

export type JsClass = 'static' | 'live';

export const jsClassBudgetBytes: Record<JsClass, number> = { static: HOME_JS_BUDGET_BYTES, live: 140 * 1024 };

export const jsClassLabel: Record<JsClass, string> = { static: 'reads nothing live', live: 'reads live availability' };

/** The map page, the board pages (/inventory/{slug}) and the comparison read live availability as they mount. */
const livePaths = [/^\/billboard-map\/?$/, /^\/inventory\/[^/]+\/?$/, /^\/compare\/?$/];

export function jsClassOf(pathname: string): JsClass {
  return livePaths.some((re) => re.test(pathname)) ? 'live' : 'static';
}
