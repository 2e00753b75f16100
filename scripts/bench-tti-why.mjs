// Why a bench run's time to interactive is what it is: runs Lighthouse's
// simulation again on a run kept with BENCH_SAVE_LHR (its report, trace and
// network log) and prints the long tasks that set it, each with the chain of
// requests and tasks it waited for.
//   node scripts/bench-tti-why.mjs <dir>/<run>.json [more runs...]
// Lighthouse's TTI mixes two simulations (0.45 x optimistic + 0.55 x the full
// graph); in each, it is the end of the last task over 50 ms of simulated
// time, that is over 12.5 ms of wall time on this machine at the mobile
// preset's 4x. Each task is also shown with how long the renderer actually ran
// in it (scripts/bench-tti-task.mjs).
import { readFileSync } from 'node:fs';
import { lastLongTask, simulateTti } from './bench-tti-task.mjs';

const CHAIN_STEPS = 8;

function describe(node, start) {
  if (node.type === 'network') return `request ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 80)}`;
  const inside = node.childEvents
    .filter((e) => e.dur > 1000)
    .slice(0, 3)
    .map((e) => `${e.name}${e.args?.data?.url ? ` (${e.args.data.url.split('/').pop()})` : ''}`);
  return `task at ${((node.startTime - start) / 1000).toFixed(0)} ms of the real run, ${(node.duration / 1000).toFixed(1)} ms: ${inside.join(', ')}`;
}

for (const file of process.argv.slice(2)) {
  const base = file.replace(/\.json$/, '');
  const lhr = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
  const trace = JSON.parse(readFileSync(`${base}.trace.json`, 'utf8'));
  const devtoolsLog = JSON.parse(readFileSync(`${base}.devtools.json`, 'utf8'));
  const result = await simulateTti(lhr, trace, devtoolsLog);
  const start = trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  console.log(`${file}: TTI ${Math.round(result.timing)} ms (report: ${Math.round(lhr.audits.interactive.numericValue)} ms)`);
  for (const [label, estimate] of [
    ['full graph', result.pessimisticEstimate],
    ['optimistic', result.optimisticEstimate],
  ]) {
    const timings = estimate.nodeTimings;
    console.log(`  ${label}: ${Math.round(estimate.timeInMs)} ms`);
    const last = lastLongTask(estimate);
    if (!last) continue;
    let { node, timing } = last;
    const cpu = last.cpuMs === null ? 'no thread time in the trace' : `the renderer ran ${last.cpuMs.toFixed(1)} ms of its ${last.wallMs.toFixed(1)} ms`;
    console.log(
      `    last long task, simulated ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms: ${describe(node, start)} (${cpu}; long from ${last.longFromMs} ms)`,
    );
    for (let step = 0; step < CHAIN_STEPS; step++) {
      const waitedFor = node.getDependencies().filter((d) => timings.has(d));
      if (!waitedFor.length) break;
      node = waitedFor.sort((a, b) => timings.get(b).endTime - timings.get(a).endTime)[0];
      timing = timings.get(node);
      console.log(`      after, simulated ${Math.round(timing.startTime)}-${Math.round(timing.endTime)} ms: ${describe(node, start)}`);
    }
  }
}
