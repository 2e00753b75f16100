import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NavMenu } from './nav-menu';

const items = [
  { to: '/a', label: 'Alpha' },
  { to: '/b', label: 'Bravo' },
  { to: '/c', label: 'Charlie' },
];
const sub = { label: 'More', items: [{ to: '/d', label: 'Delta' }, { to: '/e', label: 'Echo' }] };

function renderMenu() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NavMenu label="MENU" items={items} submenu={sub} />
      <button type="button">after</button>
    </MemoryRouter>,
  );
  return { user, trigger: screen.getByRole('button', { name: 'MENU' }) };
}

describe('NavMenu', () => {
  it('ArrowUp opens at the last item; Home, End and typeahead move focus', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Charlie' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'More' })).toHaveFocus();
  });

  it('a submenu opens with ArrowRight, goes back with ArrowLeft, and Escape closes every level', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    const more = screen.getByRole('menuitem', { name: 'More' });
    expect(more).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('menuitem', { name: 'Delta' })).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes when focus leaves with Tab or the pointer presses elsewhere', async () => {
    const { user, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
