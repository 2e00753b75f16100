// How npm test judges its steps and what it prints of a failed one at the end.
import { failureDigest, stepStatus, summaryCounts } from './test-summary.mjs';

describe("npm test's summary", () => {
  it('counts a skipped step apart, and a failure stays a failure even if the step also noted a skip', () => {
    expect(stepStatus(0, false)).toBe('PASS');
    expect(stepStatus(0, true)).toBe('SKIP');
    expect(stepStatus(1, true)).toBe('FAIL');
    expect(stepStatus(2, false)).toBe('FAIL');
  });

  it('passes with a skip, fails with any failure', () => {
    expect(summaryCounts(['PASS', 'SKIP', 'PASS'])).toEqual({ line: 'steps: 2 passed, 0 failed, 1 skipped', failed: 0 });
    expect(summaryCounts(['PASS', 'FAIL', 'SKIP'])).toEqual({ line: 'steps: 1 passed, 1 failed, 1 skipped', failed: 1 });
  });
});

// Outputs as Vitest 4 and Playwright's list reporter print them (colours on).
const VITEST = `
\x1b[31m ❯ a.test.ts (3 tests | 2 failed) 128ms\x1b[39m
   ✓ passes 4ms
   × fails here 14ms
   × times out 108ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

\x1b[41m FAIL \x1b[49m |integration| a.test.ts > fails here
AssertionError: expected 1 to be 2 // Object.is equality

- Expected
+ Received
 ❯ a.test.ts:3:34

 FAIL  |integration| a.test.ts > times out
Error: Test timed out in 100ms.
If this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".

 Test Files  1 failed (1)
      Tests  2 failed | 1 passed (3)
`;
const PLAYWRIGHT = `
  1) [chromium] › a.spec.ts:2:1 › fails here ───────────────────────

    Error: expect(received).toBe(expected) // Object.is equality

    Expected: 2

    Retry #1 ───────────────────────────────────────────────────────

    Error: expect(received).toBe(expected) // Object.is equality

  2) [chromium] › a.spec.ts:4:1 › flaky one ────────────────────────

    Error: expect(received).toBe(expected) // Object.is equality

  1 failed
    [chromium] › a.spec.ts:2:1 › fails here ────────────────────────
  1 flaky
    [chromium] › a.spec.ts:4:1 › flaky one ─────────────────────────
  1 passed (8.5s)
`;

describe('what a failed step printed, at the end of the run', () => {
  it('names each failed Vitest test with the first line of its error', () => {
    expect(failureDigest(VITEST)).toEqual([
      'FAIL  |integration| a.test.ts > fails here',
      '  AssertionError: expected 1 to be 2 // Object.is equality',
      'FAIL  |integration| a.test.ts > times out',
      '  Error: Test timed out in 100ms.',
    ]);
  });

  it('names each failed or flaky Playwright test with its error, without the rules drawn after titles', () => {
    expect(failureDigest(PLAYWRIGHT)).toEqual([
      '1) [chromium] › a.spec.ts:2:1 › fails here',
      '  Error: expect(received).toBe(expected) // Object.is equality',
      '2) [chromium] › a.spec.ts:4:1 › flaky one',
      '  Error: expect(received).toBe(expected) // Object.is equality',
      '1 failed',
      '[chromium] › a.spec.ts:2:1 › fails here',
      '1 flaky',
      '[chromium] › a.spec.ts:4:1 › flaky one',
    ]);
  });

  it('keeps to its limit, and without a known pattern gives the last lines', () => {
    expect(failureDigest(PLAYWRIGHT, 3)).toHaveLength(3);
    expect(failureDigest('one\n\ntwo\nthree\n', 2)).toEqual(['two', 'three']);
  });
});
