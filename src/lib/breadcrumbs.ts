import { paths, segmentLabels } from '@/config/paths';

export interface Crumb {
  label: string;
  /** Site path this crumb stands for, e.g. '/industries/retail'. */
  path: string;
  /**
   * False for intermediate segments that have no page of their own (e.g. '/industries'):
   * they are shown as text, not linked, and left out of the JSON-LD list.
   */
  linkable: boolean;
}

export const homeCrumbLabel = 'Home';

// Every static page path; an intermediate segment is only a link when it is one of these.
const pagePaths = new Set<string>();
for (const value of Object.values(paths)) if (typeof value === 'string') pagePaths.add(value);

/** Friendly label for one path segment; unknown segments get their first letter capitalised. */
export function labelForSegment(segment: string): string {
  const known = segmentLabels[segment];
  if (known) return known;
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (e.g. '%E0') must not crash the layout; show it as typed.
    return segment;
  }
}

/**
 * Home, then one crumb per path segment. `lastLabel` replaces the last label
 * (a blog post shows its title instead of its slug). When the path names no
 * page (`pathIsPage` false, the not-found page), its segments are not page
 * names: the trail is Home, then `lastLabel` alone.
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string, pathIsPage = true): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeCrumbLabel, path: paths.home, linkable: true }];
  if (!pathIsPage && lastLabel) {
    crumbs.push({ label: lastLabel, path: pathname.split(/[?#]/, 1)[0]!, linkable: false });
    return crumbs;
  }
  const rawSegments = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);

  let current = '';
  rawSegments.forEach((raw, index) => {
    current += `/${raw}`;
    const isLast = index === rawSegments.length - 1;
    const label = isLast && lastLabel ? lastLabel : labelForSegment(decodeSegment(raw));
    crumbs.push({ label, path: current, linkable: isLast || pagePaths.has(current) });
  });
  return crumbs;
}
