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

/** A crumb before the last that a page names, e.g. its campaign's page by the campaign's name instead of its id. */
export interface NamedCrumb {
  path: string;
  label: string;
}

/**
 * Home, then one crumb per path segment. `lastLabel` replaces the last label
 * (a blog post shows its title instead of its slug), and `named` the label of
 * the crumb at its path, which is then a link (the page says it is one). When
 * the path names no page (`pathIsPage` false, the not-found page), its
 * segments are not page names: the trail is Home, then `lastLabel` alone.
 */
export function buildBreadcrumbs(pathname: string, lastLabel?: string, pathIsPage = true, named?: NamedCrumb): Crumb[] {
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
    const isNamed = !isLast && named?.path === current;
    const label = isLast && lastLabel ? lastLabel : isNamed ? named.label : labelForSegment(decodeSegment(raw));
    crumbs.push({ label, path: current, linkable: isLast || isNamed || pagePaths.has(current) });
  });
  return crumbs;
}
