// BENCH_SAVE_LHR=<dir>: each Lighthouse run's report, trace and network log
// kept there, for scripts/bench-tti-why.mjs or a look at the trace in
// DevTools. The applied-throttling runs are named so: their trace is the
// page's real load on the slowed CPU, where the other runs' is unthrottled.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunnerResult } from 'lighthouse';

export function saveRun(url: string, result: RunnerResult, method: 'simulated' | 'applied' = 'simulated'): void {
  const dir = process.env.BENCH_SAVE_LHR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${method === 'applied' ? 'applied-' : ''}${Date.now()}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
  writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  // With the trace, the network log lets Lighthouse's simulation be run again on the run (which task set its TTI).
  writeFileSync(path.join(dir, `${name}.devtools.json`), JSON.stringify(result.artifacts.DevtoolsLog));
}
