import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSiteRebuild } from '../hooks/use-site-rebuild';
import { SiteUpdateStatus } from './site-update-status';

const mocks = vi.hoisted(() => ({ invoke: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: mocks.invoke } } }));

/** What the backend's rebuild function answers next. */
const answer = (data: unknown) => mocks.invoke.mockResolvedValueOnce({ data, error: null });

/** The admin screen's wiring: the notice, and a save that changes what is public. */
function Screen() {
  const rebuild = useSiteRebuild();
  return (
    <>
      <SiteUpdateStatus state={rebuild.state} onRetry={() => void rebuild.request({ retry: true })} />
      <button type="button" onClick={() => void rebuild.request()}>
        Save
      </button>
    </>
  );
}

async function click(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

const FAILED = 'The public site could not be asked to update: the build hook answered HTTP 500';

describe('the site update notice after a failed build hook call', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mocks.invoke.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the failure and its Try Again when the next save is queued, until a later try succeeds', async () => {
    render(<Screen />);
    answer({ status: 'failed', error: 'the build hook answered HTTP 500' });
    await click('Save');
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);

    // The backend holds calls back after a failure: the next save is queued.
    answer({ status: 'queued', retryInSeconds: 40 });
    await click('Save');
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    expect(screen.queryByText(/will update with your changes in about/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Another try follows in about 40 seconds.');

    // The queued try succeeds: the failure is resolved.
    answer({ status: 'called', at: '2026-11-27T10:00:40Z' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The public site is updating with your changes; it takes a few minutes.');
  });

  it('Try Again that succeeds resolves the failure; one that fails again keeps it', async () => {
    render(<Screen />);
    answer({ status: 'failed', error: 'the build hook answered HTTP 500' });
    await click('Save');

    answer({ status: 'failed', error: 'the build hook answered HTTP 502' });
    await click('Try Again');
    expect(screen.getByRole('alert')).toHaveTextContent('The public site could not be asked to update: the build hook answered HTTP 502');
    expect(mocks.invoke).toHaveBeenLastCalledWith('request-site-rebuild', { body: { retry: true } });

    answer({ status: 'called', at: '2026-11-27T10:01:00Z' });
    await click('Try Again');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The public site is updating with your changes; it takes a few minutes.');
  });

  it('without an earlier failure, a queued save says when the site will update', async () => {
    render(<Screen />);
    answer({ status: 'queued', retryInSeconds: 25 });
    await click('Save');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The public site will update with your changes in about 25 seconds (updates are grouped, one a minute).',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
