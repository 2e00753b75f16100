// A steady load on one CPU core for `npm run bench -- --loaded`: a phone is
// rarely idle while a page loads, and a start-up that only meets its budgets on
// a quiet machine is fragile. A separate process (not a worker of the bench)
// keeps the load off the bench's own event loop, which drives Lighthouse.
import { spawn } from 'node:child_process';

export interface CpuLoad {
  stop(): void;
}

/** Starts a busy loop in a child node process; stop() (or the bench exiting in any way) ends it. */
export function startCpuLoad(): CpuLoad {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // 'exit' also runs after process.exit() in the bench's SIGINT and error paths.
  process.once('exit', stop);
  return { stop };
}
