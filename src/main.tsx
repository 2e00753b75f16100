import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import './index.css';

// After a deploy, an old page may ask for a chunk that no longer exists: reload once.
window.addEventListener('vite:preloadError', () => {
  const key = 'ldb:chunk-reload';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

const router = createBrowserRouter(routes);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

// Prerendered pages already hold markup; otherwise render from scratch.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
