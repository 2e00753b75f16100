import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { NamedCrumb } from '@/lib/breadcrumbs';

// Lets a page (a blog post) replace the last breadcrumb label with a friendlier one
// (its title instead of its slug) without the layout knowing about posts.

export interface BreadcrumbOverride {
  label: string;
  /** False on the not-found page: the path's segments are not page names. */
  pathIsPage: boolean;
  /** A crumb before the last, named by the page (a campaign's report names its campaign). */
  named?: NamedCrumb;
}

type SetLabel = (override: BreadcrumbOverride | undefined) => void;

const SetLabelContext = createContext<SetLabel>(() => {});
const LabelContext = createContext<BreadcrumbOverride | undefined>(undefined);

export interface BreadcrumbLabelProviderProps {
  children: ReactNode;
}

export function BreadcrumbLabelProvider({ children }: BreadcrumbLabelProviderProps) {
  const [label, setLabel] = useState<BreadcrumbOverride | undefined>(undefined);
  return (
    <SetLabelContext.Provider value={setLabel}>
      <LabelContext.Provider value={label}>{children}</LabelContext.Provider>
    </SetLabelContext.Provider>
  );
}

/** The override set by the current page, if any. */
export function useBreadcrumbOverride(): BreadcrumbOverride | undefined {
  return useContext(LabelContext);
}

/**
 * Call from a page to show `label` as the last breadcrumb, and `named` as the
 * label of the crumb at its path. Cleared when the page unmounts or the labels
 * change, so it never leaks onto the next route. Outside the layout (tests,
 * prerendered fragments) it does nothing.
 */
export function useBreadcrumbLabel(label: string | undefined, pathIsPage = true, named?: NamedCrumb): void {
  const setLabel = useContext(SetLabelContext);
  const namedPath = named?.path;
  const namedLabel = named?.label;
  useEffect(() => {
    if (!label) return;
    setLabel({ label, pathIsPage, ...(namedPath && namedLabel ? { named: { path: namedPath, label: namedLabel } } : {}) });
    return () => setLabel(undefined);
  }, [label, pathIsPage, namedPath, namedLabel, setLabel]);
}
