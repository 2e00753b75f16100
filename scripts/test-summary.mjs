// How npm test (scripts/test.mjs) judges a step and sums up the run.

/**
 * A step that exited 0 but noted it could not run here (no browser, say) is
 * SKIP; a non-zero exit is FAIL whatever the step noted.
 * @param {number} code @param {boolean} skipped @returns {'PASS' | 'FAIL' | 'SKIP'}
 */
export function stepStatus(code, skipped) {
  if (code !== 0) return 'FAIL';
  return skipped ? 'SKIP' : 'PASS';
}

/** @param {Array<'PASS' | 'FAIL' | 'SKIP'>} statuses */
export function summaryCounts(statuses) {
  const count = (status) => statuses.filter((s) => s === status).length;
  const failed = count('FAIL');
  return { line: `steps: ${count('PASS')} passed, ${failed} failed, ${count('SKIP')} skipped`, failed };
}
