import { afterEach, vi } from 'vitest';
import { takeUnfakedCalls } from './unfaked-calls';

// Files of a unit project share their modules (vitest.config.ts): what a test
// changed on a shared object (vi.spyOn, the fakes of ./supabase-fakes.ts) or
// the clock ends with it, so the next test, maybe of another file, starts on
// the real ones. Registered first, this runs last (hooks run as a stack):
// after the clean-up below has unmounted what could still call a fake.
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  const unfaked = takeUnfakedCalls();
  if (unfaked.length > 0) throw new Error(`The test called what it did not fake: ${unfaked.join(', ')}`);
});

// Tests of plain TypeScript run in Node (vitest.config.ts): the DOM's matchers
// and clean-up load only where there is a DOM.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure, getConfig } = await import('@testing-library/react');
  const showsDom = getConfig().getElementError;
  // While findBy and waitFor try again, Testing Library marks its config
  // (`_disableExpensiveErrorDiagnostics`, not in its types).
  const retrying = () => (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;
  configure({
    // findBy and waitFor return as soon as what they wait for is there; their
    // limit only says when to give up, so it is sized for a slow, busy machine
    // rather than Testing Library's one second.
    asyncUtilTimeout: 15_000,
    // A query that fails shows the whole page in its error, and writing it out
    // costs far more than the query on a big page. findBy and waitFor fail
    // that way on every try until what they wait for shows, and only the last
    // error is ever read: when they give up they add the page as it is then
    // (their onTimeout), so a try's error leaves it out. A query that fails
    // outside them still shows it.
    getElementError: (message, container) => {
      if (!retrying()) return showsDom(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    // The contact form keeps a draft of what was typed for the session: each test starts without one.
    sessionStorage.clear();
  });
}
