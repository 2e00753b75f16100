// The browser build and the prerender run on Preact through preact/compat:
// react-dom alone is ~57 kB gzipped, more than half the home page's JS budget
// (issue 6), while the app only uses the React API that compat provides.
// Unit tests (vitest.config.ts) keep running the components on React itself.
import type { Alias } from 'vite';

const exact = (name: string, replacement: string): Alias => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement,
});

export const preactCompatAliases: Alias[] = [
  exact('react', 'preact/compat'),
  exact('react-dom', 'preact/compat'),
  exact('react-dom/client', 'preact/compat/client'),
  exact('react-dom/server', 'preact/compat/server'),
  exact('react-dom/test-utils', 'preact/test-utils'),
  exact('react/jsx-runtime', 'preact/jsx-runtime'),
  exact('react/jsx-dev-runtime', 'preact/jsx-dev-runtime'),
];
