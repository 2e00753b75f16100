import { useCallback, useEffect, useRef, useState } from 'react';
import { requestSiteRebuild, type RebuildOutcome } from '../api/request-site-rebuild';

export type RebuildState = { status: 'idle' } | { status: 'requesting' } | RebuildOutcome;

/**
 * Asks for a rebuild after the admin changes what is public. The backend calls
 * the host's build hook at most once a minute (less often while the hook keeps
 * failing) and answers 'queued' meanwhile, with when to ask again: this page then asks once more at that time, for all
 * the changes made in between.
 */
export function useSiteRebuild() {
  const [state, setState] = useState<RebuildState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const request = useCallback(async (options: { retry?: boolean } = {}) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setState({ status: 'requesting' });
    const outcome = await requestSiteRebuild(options);
    setState(outcome);
    if (outcome.status === 'queued') timer.current = setTimeout(() => void request(), outcome.retryInSeconds * 1000);
  }, []);

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  return { state, request };
}
