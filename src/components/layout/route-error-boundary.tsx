import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

// Shown when a route throws while rendering or its chunk fails to load.
export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-gray-700">We could not show this page. Please refresh or try again in a moment.</p>
      <p className="mt-2 text-sm text-gray-500">{message}</p>
      <Link to={paths.home} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Return to Home
      </Link>
    </main>
  );
}
