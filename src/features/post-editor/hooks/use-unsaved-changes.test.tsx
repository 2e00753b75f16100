import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_CONFIRM_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedChanges(dirty);
  const navigate = useNavigate();
  return (
    <>
      <Link to="/elsewhere">Leave</Link>
      <Link to="/?tab=seo">Same page</Link>
      <button type="button" onClick={() => navigate('/auth', { replace: true })}>
        Redirect
      </button>
    </>
  );
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const pages = (dirty: boolean) => (
  <>
    <Routes>
      <Route path="/" element={<Page dirty={dirty} />} />
      <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      <Route path="/auth" element={<p>Auth</p>} />
    </Routes>
    <Where />
  </>
);

function renderPage(dirty: boolean) {
  render(<MemoryRouter initialEntries={['/']}>{pages(dirty)}</MemoryRouter>);
}

const path = () => screen.getByLabelText('path').textContent;

describe('useUnsavedChanges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before leaving with unsaved changes and stays when refused', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).toHaveBeenCalledWith(LEAVE_CONFIRM_MESSAGE);
    expect(path()).toBe('/');
  });

  it('leaves when confirmed', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(true);
    await act(async () => screen.getByText('Leave').click());
    expect(path()).toBe('/elsewhere');
  });

  it('asks on a redirect too (replace), and not for a move within the same page', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    await act(async () => screen.getByText('Same page').click());
    expect(confirm).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Redirect' }).click());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(path()).toBe('/');
  });

  it('does not ask without changes', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderPage(false);
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).not.toHaveBeenCalled();
    expect(path()).toBe('/elsewhere');
  });

  it('warns the browser before unload while there are changes', () => {
    renderPage(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
