import { act, renderHook, waitFor } from '@testing-library/react';
import { closedMobileMenu, mobileMenuReducer, useMobileMenu } from './use-mobile-menu';

describe('mobileMenuReducer', () => {
  it('opens the menu with both sections collapsed', () => {
    const withSections = { open: false, billboardsOpen: true, industriesOpen: true };
    expect(mobileMenuReducer(withSections, { type: 'toggleMenu' })).toEqual({ open: true, billboardsOpen: false, industriesOpen: false });
  });

  it('toggles each section independently', () => {
    const open = mobileMenuReducer(closedMobileMenu, { type: 'toggleMenu' });
    const billboards = mobileMenuReducer(open, { type: 'toggleBillboards' });
    expect(billboards).toEqual({ open: true, billboardsOpen: true, industriesOpen: false });
    const both = mobileMenuReducer(billboards, { type: 'toggleIndustries' });
    expect(both).toEqual({ open: true, billboardsOpen: true, industriesOpen: true });
    expect(mobileMenuReducer(both, { type: 'toggleBillboards' })).toEqual({ open: true, billboardsOpen: false, industriesOpen: true });
  });

  it('closes everything on close or on toggling an open menu', () => {
    const all = { open: true, billboardsOpen: true, industriesOpen: true };
    expect(mobileMenuReducer(all, { type: 'close' })).toEqual(closedMobileMenu);
    expect(mobileMenuReducer(all, { type: 'toggleMenu' })).toEqual(closedMobileMenu);
  });

  it('takes over a panel the browser opened: collapsed sections, and no change when already open', () => {
    expect(mobileMenuReducer(closedMobileMenu, { type: 'show' })).toEqual({ open: true, billboardsOpen: false, industriesOpen: false });
    const withSection = { open: true, billboardsOpen: true, industriesOpen: false };
    expect(mobileMenuReducer(withSection, { type: 'show' })).toBe(withSection);
  });

  it('returns the same state when closing an already closed menu', () => {
    expect(mobileMenuReducer(closedMobileMenu, { type: 'close' })).toBe(closedMobileMenu);
  });
});

describe('useMobileMenu', () => {
  it("renders the prerendered mode first, as the page was prerendered, and the browser's once the app runs", async () => {
    const modes: string[] = [];
    const { result } = renderHook(() => {
      const menu = useMobileMenu();
      modes.push(menu.mode);
      return menu;
    });
    // The first render is the one that hydrates a prerendered page: it must match the prerendered markup.
    expect(modes[0]).toBe('prerendered');
    // jsdom has no Popover API: the app shows and hides the panel itself.
    await waitFor(() => expect(result.current.mode).toBe('react'));
  });

  it('closes on Escape and focuses the hamburger', () => {
    const button = document.createElement('button');
    document.body.append(button);
    const { result } = renderHook(() => useMobileMenu());
    result.current.buttonRef.current = button;

    act(() => result.current.onButtonClick());
    act(() => result.current.toggleIndustries());
    expect(result.current.industriesOpen).toBe(true);

    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current.open).toBe(false);
    expect(result.current.industriesOpen).toBe(false);
    expect(button).toHaveFocus();
    button.remove();
  });

  it('ignores Escape while closed', () => {
    const { result } = renderHook(() => useMobileMenu());
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current.open).toBe(false);
  });
});
