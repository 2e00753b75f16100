export const DATABASE_ERROR_TEXT = {
  title: 'Database Error',
  message: 'Unable to load billboard locations.',
} as const;

export interface LocationsDatabaseErrorProps {
  error: Error;
  /** The map panel announces the error; the list repeats it quietly. */
  announce?: boolean;
}

export function LocationsDatabaseError({ error, announce = false }: LocationsDatabaseErrorProps) {
  return (
    <div role={announce ? 'alert' : undefined} className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-lg font-bold text-red-800">{DATABASE_ERROR_TEXT.title}</p>
      <p className="text-red-700">{DATABASE_ERROR_TEXT.message}</p>
      <p className="mt-1 text-sm text-red-600">{error.message}</p>
    </div>
  );
}
