// What the browser step does on this machine: the one decision behind
// "without a browser npm test still passes, saying why; in CI it fails".

/**
 * @param {{ buildOnly: boolean, browserFound: boolean, ci: boolean }} situation
 * @returns {{ action: 'run' | 'skip' | 'fail' }}
 */
export function browserStepPlan({ buildOnly, browserFound, ci }) {
  if (buildOnly || browserFound) return { action: 'run' };
  return { action: ci ? 'fail' : 'skip' };
}
