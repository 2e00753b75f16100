import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type RefObject, type ToggleEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { focusStops, nextFocusStop } from './focus-trap';

// State of the small-screen menu: the panel and its two
// collapsible sections. Kept apart from the markup so the rules are unit-testable.

export interface MobileMenuState {
  open: boolean;
  billboardsOpen: boolean;
  industriesOpen: boolean;
}

export type MobileMenuAction = { type: 'toggleMenu' } | { type: 'show' } | { type: 'toggleBillboards' } | { type: 'toggleIndustries' } | { type: 'close' };

export const closedMobileMenu: MobileMenuState = { open: false, billboardsOpen: false, industriesOpen: false };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggleMenu':
      // Opening the main menu always starts with both sections collapsed.
      return state.open ? closedMobileMenu : { open: true, billboardsOpen: false, industriesOpen: false };
    case 'show':
      // The browser opened the panel: same object when already open, so the sections stay as they are.
      return state.open ? state : { open: true, billboardsOpen: false, industriesOpen: false };
    case 'toggleBillboards':
      return { ...state, billboardsOpen: !state.billboardsOpen };
    case 'toggleIndustries':
      return { ...state, industriesOpen: !state.industriesOpen };
    case 'close':
      // Same object when already closed, so React skips the re-render.
      return state.open || state.billboardsOpen || state.industriesOpen ? closedMobileMenu : state;
  }
}

/**
 * Who shows the panel. 'prerendered': the server's markup, also while it hydrates
 * (it must match): a `popover` the browser opens from the button without any
 * script. 'popover': the app runs, the browser still opens and closes the panel
 * and the app follows its toggle events. 'react': no Popover API (older
 * browsers, jsdom): the app shows and hides the panel itself.
 */
export type MobileMenuMode = 'prerendered' | 'popover' | 'react';

const clientMode = (): MobileMenuMode => ('popover' in HTMLElement.prototype ? 'popover' : 'react');

const showsAsPopover = (panel: HTMLElement | null): panel is HTMLElement => !!panel?.hasAttribute('popover') && panel.matches(':popover-open');

export interface UseMobileMenuResult extends MobileMenuState {
  mode: MobileMenuMode;
  /** For the hamburger: the browser toggles a popover itself, so this acts only where there is none. */
  onButtonClick: () => void;
  /** For the panel's toggle events: the browser opened or closed it (the button, Escape, a tap outside). */
  onPanelToggle: (event: ToggleEvent<HTMLElement>) => void;
  toggleBillboards: () => void;
  toggleIndustries: () => void;
  /** Closes the panel and both sections (after choosing a link, or on navigation). */
  closeAll: () => void;
  /** Attach to the hamburger: Escape returns focus to it. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Attach to the panel: Tab cycles through it and the hamburger while it is open. */
  panelRef: RefObject<HTMLElement | null>;
}

export function useMobileMenu(): UseMobileMenuResult {
  const [state, dispatch] = useReducer(mobileMenuReducer, closedMobileMenu);
  // The browser's mode once the app runs, in a transition (useHydrated). A
  // store whose value differs from the server's would switch it too, but React
  // catches up with a store at once: the whole panel, every link of the site,
  // would re-render and commit in the task that runs the page's effects, on
  // every page, long enough to hold up a tap on a phone.
  const mode = useHydrated() ? clientMode() : 'prerendered';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const onButtonClick = useCallback(() => {
    if (mode === 'react') dispatch({ type: 'toggleMenu' });
  }, [mode]);
  const onPanelToggle = useCallback((event: ToggleEvent<HTMLElement>) => dispatch({ type: event.newState === 'open' ? 'show' : 'close' }), []);
  const toggleBillboards = useCallback(() => dispatch({ type: 'toggleBillboards' }), []);
  const toggleIndustries = useCallback(() => dispatch({ type: 'toggleIndustries' }), []);
  const closeAll = useCallback(() => {
    const panel = panelRef.current;
    if (showsAsPopover(panel)) panel.hidePopover();
    dispatch({ type: 'close' });
  }, []);

  // A tap before the app ran opened the popover with no one listening: take that state over.
  useLayoutEffect(() => {
    if (mode === 'popover' && showsAsPopover(panelRef.current)) dispatch({ type: 'show' });
  }, [mode]);

  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeAll();
        buttonRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab') return;
      // The panel covers the page: Tab must not reach the links hidden behind it.
      const stops = focusStops(buttonRef.current, panelRef.current);
      const next = nextFocusStop(stops, document.activeElement, event.shiftKey);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open, closeAll]);

  return { ...state, mode, onButtonClick, onPanelToggle, toggleBillboards, toggleIndustries, closeAll, buttonRef, panelRef };
}
