import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DesktopNav } from './desktop-nav';
import { loadDropdownNavMenu } from './dropdown-nav-menu-loader';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderNav() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <DesktopNav />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** Focuses a menu's button, which then becomes the real menu (nav-menu.tsx); returns the real trigger, focused. */
async function engage(name: string): Promise<HTMLElement> {
  act(() => screen.getByRole('button', { name }).focus());
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('id', expect.stringMatching(/^radix-/)));
  const trigger = screen.getByRole('button', { name });
  expect(trigger).toHaveFocus();
  return trigger;
}

const industryLabels = [
  'Real Estate Billboards',
  'Restaurant Billboards',
  'Event Billboards',
  'Automotive Billboards',
  'Healthcare Billboards',
  'Retail Billboards',
  'Education Billboards',
  'Hospitality Billboards',
  'Financial Billboards',
  'Non-Profit Billboards',
];

describe('DesktopNav', () => {
  // The menus as they are once their code has arrived (nav-menu.test.tsx covers the time before).
  beforeAll(async () => {
    await loadDropdownNavMenu();
  });

  it('is the Main navigation with its top-level links in order', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'INVENTORY' })).toHaveAttribute('href', '/inventory');
    expect(within(nav).getByRole('link', { name: 'BLOG' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact-us');
    expect(within(nav).getByRole('link', { name: 'FIND A BILLBOARD' })).toHaveAttribute('href', '/billboard-map');
    expect(within(nav).getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');
    const order = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(order).toEqual(['HOME', 'BILLBOARDS', 'INVENTORY', 'SUPPORT', 'BLOG', 'CONTACT US', 'FIND A BILLBOARD']);
  });

  it('opens BILLBOARDS with the keyboard and lists its links and the industries submenu', async () => {
    const { user } = renderNav();
    expect(screen.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('aria-haspopup', 'menu');
    const trigger = await engage('BILLBOARDS');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Digital Billboards' })).toHaveAttribute('href', '/billboards');
    expect(within(menu).getByRole('menuitem', { name: 'Rent a Billboard' })).toHaveAttribute('href', '/rent-a-billboard');
    expect(within(menu).getByRole('menuitem', { name: 'Billboard Costs' })).toHaveAttribute('href', '/billboard-costs');
    // Keyboard opening focuses the first item.
    expect(within(menu).getByRole('menuitem', { name: 'Digital Billboards' })).toHaveFocus();

    const subTrigger = within(menu).getByRole('menuitem', { name: 'Industries We Serve' });
    expect(subTrigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(subTrigger).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(subTrigger).toHaveAttribute('aria-expanded', 'true');

    const menus = await screen.findAllByRole('menu');
    const submenu = menus.find((m) => m !== menu)!;
    const items = within(submenu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(industryLabels);
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/industries/real-estate',
      '/industries/restaurants',
      '/industries/events',
      '/industries/automotive',
      '/industries/healthcare',
      '/industries/retail',
      '/industries/education',
      '/industries/hospitality',
      '/industries/financial',
      '/industries/non-profit',
    ]);
  });

  it('choosing an item with Enter navigates and closes the menu', async () => {
    const { user } = renderNav();
    await engage('BILLBOARDS');
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('path')).toHaveTextContent('/rent-a-billboard');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes a menu with Escape and returns focus to its trigger', async () => {
    const { user } = renderNav();
    const trigger = await engage('SUPPORT');
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(within(menu).getByRole('menuitem', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('opens SUPPORT with the pointer and navigates on click', async () => {
    const { user } = renderNav();
    await user.hover(screen.getByRole('button', { name: 'SUPPORT' }));
    await user.click(screen.getByRole('button', { name: 'SUPPORT' }));
    await user.click(await screen.findByRole('menuitem', { name: 'FAQ' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/faq');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('DesktopNav: the current section', () => {
  it.each([
    ['/billboard-costs', 'BILLBOARDS'],
    ['/industries/retail', 'BILLBOARDS'],
    ['/faq', 'SUPPORT'],
  ])('on %s marks %s as the current section', (path, section) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <DesktopNav />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['BILLBOARDS', 'SUPPORT']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('data-current', String(name === section));
    }
  });
});
