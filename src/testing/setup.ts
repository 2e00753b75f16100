import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Some suites run in the node environment, where there is no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
