// runs-alone: its first test needs the menu's code not yet loaded, as on a first visit.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NavMenu } from './nav-menu';
import { loadDropdownNavMenu } from './dropdown-nav-menu-loader';
import { setupUser } from '@/testing/user-events';

const items = [
  { to: '/a', label: 'Alpha' },
  { to: '/b', label: 'Bravo' },
  { to: '/c', label: 'Charlie' },
];
const sub = {
  label: 'More',
  items: [
    { to: '/d', label: 'Delta' },
    { to: '/e', label: 'Echo' },
  ],
};

function renderMenu() {
  const user = setupUser();
  render(
    <MemoryRouter>
      <NavMenu label="MENU" items={items} submenu={sub} />
      <button type="button">after</button>
    </MemoryRouter>,
  );
  return { user, trigger: () => screen.getByRole('button', { name: 'MENU' }) };
}

describe('NavMenu before its menu code has arrived', () => {
  it('is a closed menu button that remembers a click and opens when the code arrives', async () => {
    // The first test of the file: the module's menu code is not loaded yet.
    const { user, trigger } = renderMenu();
    const placeholder = trigger();
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    await user.click(placeholder);
    // The first load of the menu code transforms Radix's modules: slow in a test run.
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Alpha' })).toHaveAttribute('href', '/a');
    expect(trigger()).not.toBe(placeholder);
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('NavMenu', () => {
  beforeAll(async () => {
    await loadDropdownNavMenu();
  });

  it('ArrowDown opens at the first item; End, Home and typeahead move focus', async () => {
    const { user, trigger } = renderMenu();
    act(() => trigger().focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Alpha' })).toHaveFocus());
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Charlie' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'More' })).toHaveFocus();
  });

  it('a submenu opens with ArrowRight, goes back with ArrowLeft, and Escape closes every level', async () => {
    const { user, trigger } = renderMenu();
    act(() => trigger().focus());
    await user.keyboard('{ArrowDown}');
    const more = await screen.findByRole('menuitem', { name: 'More' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(more).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delta' })).toHaveFocus());
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(more).toHaveFocus());
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Delta' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveFocus();
  });

  it('closes when the pointer presses elsewhere, and names its open menu', async () => {
    const { user, trigger } = renderMenu();
    await user.hover(trigger());
    await user.click(trigger());
    const menu = await screen.findByRole('menu');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
