import { useContext, useEffect } from 'react';
import { resolvePath, UNSAFE_NavigationContext, useLocation, type To } from 'react-router-dom';

export const LEAVE_CONFIRM_MESSAGE = 'You have unsaved changes. Are you sure you want to leave this page?';

type Go = (to: To, ...rest: unknown[]) => void;

/** History entries of the browser router carry their position (`idx`) in the stack. */
const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Asks before leaving with unsaved changes: closing or reloading the tab, a
 * link or redirect inside the app, and the browser's back and forward buttons.
 * The site's router is React Router's declarative one (no data router and so no
 * useBlocker), so in-app moves are caught where every one of them passes: the
 * router's navigator.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const target = navigator as unknown as { push: Go; replace: Go };
    const { push, replace } = target;
    const guarded =
      (go: Go): Go =>
      (to, ...rest) => {
        if (resolvePath(to, pathname).pathname !== pathname && !window.confirm(LEAVE_CONFIRM_MESSAGE)) return;
        go.call(navigator, to, ...rest);
      };
    target.push = guarded(push);
    target.replace = guarded(replace);

    // Back/forward: this listener runs before the router's (capture, on the
    // target), so a refused move is undone before the router sees it.
    const here = entryIndex(window.history.state);
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const there = entryIndex(event.state);
      if (here === null || there === null || window.location.pathname === pathname) return;
      if (window.confirm(LEAVE_CONFIRM_MESSAGE)) return;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(here - there);
    };
    window.addEventListener('popstate', onPopState, true);

    return () => {
      target.push = push;
      target.replace = replace;
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty, navigator, pathname]);
}
