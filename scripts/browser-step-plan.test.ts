// npm test on a newcomer's machine without a browser: the browser step skips
// with its reason (the build and the bundle checks are steps of their own);
// in CI the same situation fails the run.
import { browserStepPlan } from './browser-step-plan.mjs';
import { stepStatus, summaryCounts } from './test-summary.mjs';

describe('the browser step without a browser', () => {
  it('runs with a browser, in CI or not', () => {
    expect(browserStepPlan({ buildOnly: false, browserFound: true, ci: false })).toEqual({ action: 'run' });
    expect(browserStepPlan({ buildOnly: false, browserFound: true, ci: true })).toEqual({ action: 'run' });
  });

  it('skips outside CI and fails in CI', () => {
    expect(browserStepPlan({ buildOnly: false, browserFound: false, ci: false })).toEqual({ action: 'skip' });
    expect(browserStepPlan({ buildOnly: false, browserFound: false, ci: true })).toEqual({ action: 'fail' });
  });

  it('always builds: the bundle checks read the build whether or not a browser is there', () => {
    expect(browserStepPlan({ buildOnly: true, browserFound: false, ci: true })).toEqual({ action: 'run' });
    expect(browserStepPlan({ buildOnly: true, browserFound: false, ci: false })).toEqual({ action: 'run' });
  });
});

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
