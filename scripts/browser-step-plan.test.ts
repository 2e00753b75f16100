// npm test on a newcomer's machine without a browser: the browser step skips
// with its reason (the build and the bundle checks are steps of their own);
// in CI the same situation fails the run (scripts/test-summary.test.ts).
import { browserStepPlan } from './browser-step-plan.mjs';

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
