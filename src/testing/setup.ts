import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Some suites run in the node environment, where there is no web storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // The contact form keeps a draft of what was typed for the session: each test starts without one.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
