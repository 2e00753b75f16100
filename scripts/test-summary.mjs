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

// eslint-disable-next-line no-control-regex -- the escape sequences of a coloured terminal
const COLOUR = /\x1b\[[0-9;]*m/g;
// The lines that name what failed, in each tool's own words; the line after
// each (the error) is kept too.
const HEADLINE = [
  /^ FAIL {2}/, // Vitest: " FAIL  file > describe > test", then the error
  /^\s+\d+\) (\[[\w-]+\] › )?\S+:\d+:\d+ › /, // Playwright: "  1) [project] › file:line:col › title", then the error
  /^\s*Vitest caught \d+ unhandled error/,
];
// Lines that are whole on their own: Playwright's closing count of failed and
// flaky tests and the tests it lists under them, a type error.
const LISTED = [/^\s+\d+ (failed|flaky)$/, /^\s{4}(\[[\w-]+\] › )?\S+:\d+:\d+ › /, /error TS\d+:/];
// Playwright draws a rule after a test's title.
const RULE = /\s*─+$/;

/**
 * What a failed step's output says failed, in at most `max` lines, to print
 * after the summary: a CI log is often read from its end. Falls back on the
 * output's last lines when no tool's pattern matches.
 * @param {string} output @param {number} [max] @returns {string[]}
 */
export function failureDigest(output, max = 16) {
  const lines = output.replace(COLOUR, '').split('\n');
  const picked = [];
  for (let i = 0; i < lines.length && picked.length < max; i++) {
    const line = lines[i];
    if (LISTED.some((re) => re.test(line))) picked.push(line.replace(RULE, '').trim());
    else if (HEADLINE.some((re) => re.test(line))) {
      picked.push(line.replace(RULE, '').trim());
      const next = lines.slice(i + 1).find((l) => l.trim() && !/^Retry #\d+/.test(l.trim()));
      if (next && picked.length < max) picked.push(`  ${next.trim()}`);
    }
  }
  if (picked.length) return picked;
  return lines
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(-max);
}
