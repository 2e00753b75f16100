import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
}

/** Shown instead of a page that throws while rendering, or whose chunk fails to load. */
export function RouteErrorBoundary({ children }: RouteErrorBoundaryProps) {
  // Keyed by the path: moving to another page starts with a clean slate.
  const { pathname } = useLocation();
  return <PageErrorBoundary key={pathname}>{children}</PageErrorBoundary>;
}

interface State {
  error: unknown;
}

class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { error } = this.state;
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Something went wrong</h1>
        <p className="mt-4 text-gray-700">We could not show this page. Please refresh or try again in a moment.</p>
        <p className="mt-2 text-sm text-gray-500">{error instanceof Error ? error.message : 'Unknown error'}</p>
        <Link to={paths.home} className="mt-6 inline-block font-semibold text-brand-700 underline">
          Return to Home
        </Link>
      </main>
    );
  }
}
