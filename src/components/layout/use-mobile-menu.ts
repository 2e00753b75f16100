import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';

// State of the small-screen menu: the panel and its two
// collapsible sections. Kept apart from the markup so the rules are unit-testable.

export interface MobileMenuState {
  open: boolean;
  billboardsOpen: boolean;
  industriesOpen: boolean;
}

export type MobileMenuAction = { type: 'toggleMenu' } | { type: 'toggleBillboards' } | { type: 'toggleIndustries' } | { type: 'close' };

export const closedMobileMenu: MobileMenuState = { open: false, billboardsOpen: false, industriesOpen: false };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggleMenu':
      // Opening the main menu always starts with both sections collapsed.
      return state.open ? closedMobileMenu : { open: true, billboardsOpen: false, industriesOpen: false };
    case 'toggleBillboards':
      return { ...state, billboardsOpen: !state.billboardsOpen };
    case 'toggleIndustries':
      return { ...state, industriesOpen: !state.industriesOpen };
    case 'close':
      // Same object when already closed, so React skips the re-render.
      return state.open || state.billboardsOpen || state.industriesOpen ? closedMobileMenu : state;
  }
}

export interface UseMobileMenuResult extends MobileMenuState {
  toggleMenu: () => void;
  toggleBillboards: () => void;
  toggleIndustries: () => void;
  /** Closes the panel and both sections (after choosing a link, or on navigation). */
  closeAll: () => void;
  /** Attach to the hamburger: Escape returns focus to it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function useMobileMenu(): UseMobileMenuResult {
  const [state, dispatch] = useReducer(mobileMenuReducer, closedMobileMenu);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const toggleMenu = useCallback(() => dispatch({ type: 'toggleMenu' }), []);
  const toggleBillboards = useCallback(() => dispatch({ type: 'toggleBillboards' }), []);
  const toggleIndustries = useCallback(() => dispatch({ type: 'toggleIndustries' }), []);
  const closeAll = useCallback(() => dispatch({ type: 'close' }), []);

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: 'close' });
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open]);

  return { ...state, toggleMenu, toggleBillboards, toggleIndustries, closeAll, buttonRef };
}
