import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MobileMenu } from './mobile-menu';
import { setupUser } from '@/testing/user-events';

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderMenu() {
  const user = setupUser();
  render(
    <MemoryRouter initialEntries={['/']}>
      <MobileMenu />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

const hamburger = () => screen.getByRole('button', { name: /open menu|close menu/i });
const panel = () => screen.queryByRole('navigation', { name: 'Mobile' });

describe('MobileMenu', () => {
  it('starts closed with an accessible hamburger that controls the panel', () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled).not.toBeNull();
    expect(controlled).not.toBeVisible();
    expect(panel()).toBeNull();
  });

  it('opens and closes from the hamburger', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const nav = panel()!;
    for (const name of ['HOME', 'INVENTORY', 'ABOUT US', 'FAQ', 'BLOG', 'CONTACT US', 'FIND A BILLBOARD']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    // A returning advertiser's way back, in the words of their e-mails.
    expect(within(nav).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    await user.click(hamburger());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toBeNull();
  });

  it('toggles the Billboards and Industries sections', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    const billboards = screen.getByRole('button', { name: 'BILLBOARDS' });
    const industries = screen.getByRole('button', { name: 'INDUSTRIES' });
    expect(billboards).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Rent a Billboard' })).toBeNull();

    await user.click(billboards);
    expect(billboards).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Digital Billboards' })).toHaveAttribute('href', '/billboards');
    expect(screen.getByRole('link', { name: 'Rent a Billboard' })).toHaveAttribute('href', '/rent-a-billboard');
    expect(screen.getByRole('link', { name: 'Billboard Costs' })).toHaveAttribute('href', '/billboard-costs');

    await user.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Real Estate Billboards' })).toHaveAttribute('href', '/industries/real-estate');
    expect(screen.getByRole('link', { name: 'Non-Profit Billboards' })).toHaveAttribute('href', '/industries/non-profit');

    await user.click(billboards);
    expect(billboards).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Digital Billboards' })).toBeNull();
  });

  it('opening the main menu again starts with the sections closed', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'BILLBOARDS' }));
    await user.click(screen.getByRole('button', { name: 'INDUSTRIES' }));
    await user.click(hamburger());
    await user.click(hamburger());
    expect(screen.getByRole('button', { name: 'BILLBOARDS' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'INDUSTRIES' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing a link navigates and closes the menu and its sections', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'INDUSTRIES' }));
    await user.click(screen.getByRole('link', { name: 'Retail Billboards' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/industries/retail');
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger());
    expect(screen.getByRole('button', { name: 'INDUSTRIES' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'FIND A BILLBOARD' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/billboard-map');
    expect(panel()).toBeNull();
  });

  it('keeps Tab inside the open menu, both ways, and Escape returns focus to the hamburger', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    const nav = panel()!;
    const button = screen.getByRole('button', { name: 'Close menu' });
    const last = within(nav).getByRole('link', { name: 'Your account' });
    // Round the menu from the hamburger: every stop is the hamburger or inside the panel.
    const stops = within(nav).getAllByRole('link').length + within(nav).getAllByRole('button').length + 1;
    for (let i = 0; i < stops; i++) {
      await user.tab();
      expect(button === document.activeElement || nav.contains(document.activeElement)).toBe(true);
    }
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(button).toHaveFocus();

    await user.tab();
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'BILLBOARDS' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // An expanded section's links join the round.
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Digital Billboards' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('Escape closes the menu and returns focus to the hamburger', async () => {
    const { user } = renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'BILLBOARDS' }));
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
