import { afterEach } from 'vitest';

// Tests of plain TypeScript run in Node (vitest.config.ts): the DOM's matchers
// and clean-up load only where there is a DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy and waitFor return as soon as what they wait for is there; their
  // limit only says when to give up, so it is sized for a slow, busy machine
  // rather than Testing Library's one second.
  configure({ asyncUtilTimeout: 15_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    // The contact form keeps a draft of what was typed for the session: each test starts without one.
    sessionStorage.clear();
  });
}
