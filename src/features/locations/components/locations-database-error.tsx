import { Button } from '@/components/ui/button';

export const DATABASE_ERROR_TEXT = {
  title: 'Database Error',
  message: 'Unable to load billboard locations.',
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
} as const;

export interface LocationsDatabaseErrorProps {
  error: Error;
  /** Loads the locations again; absent, no button is offered. */
  onRetry?: () => void;
  /** True while a load (automatic or asked for) is under way. */
  retrying?: boolean;
}

/** The one place the page says the locations could not be loaded. */
export function LocationsDatabaseError({ error, onRetry, retrying = false }: LocationsDatabaseErrorProps) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-bold text-red-800">{DATABASE_ERROR_TEXT.title}</p>
      <p className="text-red-700">{DATABASE_ERROR_TEXT.message}</p>
      <p className="mt-1 text-sm text-red-600">{error.message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
          {retrying ? DATABASE_ERROR_TEXT.retrying : DATABASE_ERROR_TEXT.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
