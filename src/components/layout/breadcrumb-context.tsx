import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

// Lets a page (a blog post) replace the last breadcrumb label with a friendlier one
// (its title instead of its slug) without the layout knowing about posts.

export interface BreadcrumbOverride {
  label: string;
  /** False on the not-found page: the path's segments are not page names. */
  pathIsPage: boolean;
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
 * Call from a page to show `label` as the last breadcrumb. Cleared when the page
 * unmounts or the label changes, so it never leaks onto the next route.
 * Outside the layout (tests, prerendered fragments) it does nothing.
 */
export function useBreadcrumbLabel(label: string | undefined, pathIsPage = true): void {
  const setLabel = useContext(SetLabelContext);
  useEffect(() => {
    if (!label) return;
    setLabel({ label, pathIsPage });
    return () => setLabel(undefined);
  }, [label, pathIsPage, setLabel]);
}
