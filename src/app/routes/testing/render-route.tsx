import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '@/app/provider';

export interface RenderRouteOptions {
  /** URL to start at. */
  url: string;
  /** Router pattern the page is mounted on; defaults to the URL itself. */
  pattern?: string;
}

/**
 * Test helper: renders a route module's Component inside the app providers
 * (Helmet, React Query, toaster) and a memory router, the way the app does.
 */
export function renderRoute(Page: ComponentType, { url, pattern }: RenderRouteOptions) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern ?? url} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}
