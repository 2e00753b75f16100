// How npm test (scripts/test.mjs) shares the machine's cores among its steps.
// A step keeps some cores busy: one (a type check, an integration pass whose
// files run one after another), or as many as it is given (the unit tests'
// worker threads, the browser tests' workers, each a browser and a backend).
// Steps start in their order while cores are free, and the cores in use never
// exceed the machine's: more busy processes than cores only make every one of
// them slower, and a limit sized for a quiet machine then fails good code.

/**
 * @typedef {{ id: string, needs?: string[], cores?: number | { min: number, max: number } }} CoreStep
 * @typedef {{ step: CoreStep, cores: number }} CoreStart
 */

/** @param {CoreStep} step */
function wants(step) {
  const cores = step.cores ?? 1;
  return typeof cores === 'number' ? { min: cores, max: cores } : cores;
}

/**
 * The steps to start now and the cores each gets: in order, each step whose
 * needs have ended and whose least share fits in what is free; a step that
 * takes a range gets as much of it as is free. With nothing running, the next
 * ready step starts even if it wants more cores than the machine has.
 * @param {CoreStep[]} pending in the order they should start
 * @param {{ total: number, inUse: number, ended: Set<string> }} state
 * @returns {CoreStart[]}
 */
export function stepsToStart(pending, { total, inUse, ended }) {
  const starts = [];
  let free = total - inUse;
  for (const step of pending) {
    if ((step.needs ?? []).some((id) => !ended.has(id))) continue;
    const { min, max } = wants(step);
    const nothingRuns = inUse === 0 && starts.length === 0;
    if (min > free && !nothingRuns) {
      // Later steps would take the cores this one waits for: it starts first.
      break;
    }
    const cores = Math.min(max, free);
    starts.push({ step, cores });
    free -= cores;
    if (free <= 0) break;
  }
  return starts;
}
