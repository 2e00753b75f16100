import { useCallback, useEffect, useRef, useState } from 'react';
import { requestSiteRebuild, type RebuildOutcome } from '../api/request-site-rebuild';

/** What happens while a failure stands: a request under way, or the next try queued. */
export type RebuildPending = { status: 'requesting' } | { status: 'queued'; retryInSeconds: number };

/** A failed call to the build hook, until a later request gets through; `pending` is what happens meanwhile. */
export interface RebuildFailure {
  status: 'failed';
  error: string;
  pending?: RebuildPending;
}

export type RebuildState = { status: 'idle' } | RebuildPending | Exclude<RebuildOutcome, { status: 'failed' }> | RebuildFailure;

/**
 * Asks for a rebuild after the admin changes what is public. The backend calls
 * the host's build hook at most once a minute (less often while the hook keeps
 * failing) and answers 'queued' meanwhile, with when to ask again: this page
 * then asks once more at that time, for all the changes made in between.
 * A failure stays the state shown until a request gets through (or no hook is
 * set up): a later save that is only queued has not updated the site.
 */
export function useSiteRebuild() {
  const [state, setState] = useState<RebuildState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failure = useRef<string | null>(null);

  const show = useCallback((next: RebuildState) => {
    if (next.status === 'failed' || failure.current === null) return setState(next);
    const pending = next.status === 'requesting' || next.status === 'queued' ? next : undefined;
    setState({ status: 'failed', error: failure.current, pending });
  }, []);

  const request = useCallback(
    async (options: { retry?: boolean } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      show({ status: 'requesting' });
      const outcome = await requestSiteRebuild(options);
      if (outcome.status === 'failed') failure.current = outcome.error;
      if (outcome.status === 'called' || outcome.status === 'not_configured') failure.current = null;
      show(outcome);
      if (outcome.status === 'queued') timer.current = setTimeout(() => void request(), outcome.retryInSeconds * 1000);
    },
    [show],
  );

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  return { state, request };
}
