import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { RebuildState } from '../hooks/use-site-rebuild';

export const SITE_UPDATE_TEXT = {
  requesting: 'Asking the public site to update...',
  called: 'The public site is updating with your changes; it takes a few minutes.',
  queued: (seconds: number) => `The public site will update with your changes in about ${seconds} seconds (updates are grouped, one a minute).`,
  failed: 'The public site could not be asked to update:',
  retry: 'Try Again',
  retryQueued: (seconds: number) => `Another try follows in about ${seconds} seconds.`,
  notConfigured: 'The public site shows these changes after its next deploy (no automatic update is set up).',
} as const;

export interface SiteUpdateStatusProps {
  state: RebuildState;
  onRetry: () => void;
}

/** Where the admin sees whether the public site is updating after a change. */
export function SiteUpdateStatus({ state, onRetry }: SiteUpdateStatusProps) {
  if (state.status === 'idle') return null;
  const failed = state.status === 'failed';
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={cn('mb-6 rounded-md border px-3 py-2 text-sm', failed ? 'border-red-200 bg-red-50 text-red-800' : 'border-blue-200 bg-blue-50 text-blue-900')}
    >
      {state.status === 'requesting' && SITE_UPDATE_TEXT.requesting}
      {state.status === 'called' && SITE_UPDATE_TEXT.called}
      {state.status === 'queued' && SITE_UPDATE_TEXT.queued(state.retryInSeconds)}
      {state.status === 'not_configured' && SITE_UPDATE_TEXT.notConfigured}
      {failed && (
        <>
          {SITE_UPDATE_TEXT.failed} {state.error}{' '}
          <Button size="sm" variant="outline" className="ml-2" onClick={onRetry} disabled={state.pending?.status === 'requesting'}>
            {SITE_UPDATE_TEXT.retry}
          </Button>
          {state.pending?.status === 'queued' && <span className="ml-2">{SITE_UPDATE_TEXT.retryQueued(state.pending.retryInSeconds)}</span>}
        </>
      )}
    </div>
  );
}
