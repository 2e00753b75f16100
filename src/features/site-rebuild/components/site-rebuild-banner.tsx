import { Button } from '@/components/ui/button';
import { formatTorontoDateTime } from '@/lib/format-toronto-time';
import { useRetrySiteRebuild, useSiteRebuildState } from '../api/site-rebuild-state';

export const SITE_REBUILD_TEXT = {
  failed: (error: string, nextAttemptAt: string | null) =>
    `The public site could not be updated: ${error.replace(/\.+$/, '')}. It is tried again automatically, ${
      nextAttemptAt ? `next at ${formatTorontoDateTime(nextAttemptAt)}` : 'within a few minutes'
    }.`,
  retry: 'Try again now',
  retryAsked: 'The next try is within a minute.',
  retryFailed: 'The try could not be asked for:',
  pending: 'Your changes go live within a few minutes.',
} as const;

/**
 * On every admin screen: a rebuild the host refused, until one succeeds (the
 * database's record, so it outlives the screen that saved); a rebuild that
 * waits, quietly.
 */
export function SiteRebuildBanner() {
  const { data } = useSiteRebuildState();
  const retry = useRetrySiteRebuild();
  if (data?.state !== 'failed') {
    // The quiet note comes and goes as the state is polled: its line is kept whether it shows or
    // not, and its words fit one line on a phone, so the screen never moves under the staff's
    // pointer. No live region either, which would compete with each screen's own status messages.
    return (
      <div className="mx-auto h-8 w-full max-w-screen-2xl px-4 pt-3">
        {data?.state === 'pending' ? <p className="text-sm text-gray-600">{SITE_REBUILD_TEXT.pending}</p> : null}
      </div>
    );
  }
  return (
    <div role="alert" className="border-b border-red-200 bg-red-50 text-red-800">
      <div className="mx-auto flex w-full max-w-screen-2xl flex-wrap items-center gap-3 px-4 py-3 text-sm">
        <p>{SITE_REBUILD_TEXT.failed(data.error, data.nextAttemptAt)}</p>
        <Button size="sm" variant="outline" onClick={() => retry.mutate()} disabled={retry.isPending}>
          {SITE_REBUILD_TEXT.retry}
        </Button>
        {retry.isSuccess && data.nextAttemptAt === null && <p>{SITE_REBUILD_TEXT.retryAsked}</p>}
        {retry.isError && (
          <p>
            {SITE_REBUILD_TEXT.retryFailed} {retry.error.message}
          </p>
        )}
      </div>
    </div>
  );
}
