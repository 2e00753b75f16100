import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_CONFIRM_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  return <Link to="/elsewhere">Leave</Link>;
}

function renderPage(dirty: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <Page dirty={dirty} /> },
    { path: '/elsewhere', element: <p>Elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUnsavedChanges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving with unsaved changes and stays when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderPage(true);
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).toHaveBeenCalledWith(LEAVE_CONFIRM_MESSAGE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves when confirmed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderPage(true);
    await act(async () => screen.getByText('Leave').click());
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask without changes', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderPage(false);
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('warns the browser before unload while there are changes', () => {
    renderPage(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
