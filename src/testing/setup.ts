import { afterEach } from 'vitest';

// Tests of plain TypeScript run in Node (vitest.config.ts): the DOM's matchers
// and clean-up load only where there is a DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    // The contact form keeps a draft of what was typed for the session: each test starts without one.
    sessionStorage.clear();
  });
}
