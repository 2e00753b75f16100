// What this machine itself is like, printed with the bench's figures: TBT and
// TTI scale with the host (Lighthouse slows the observed work 4x), so a run on
// a slower host is told apart from a slower page. Lighthouse's benchmarkIndex
// times a plain JavaScript loop; it misses a host whose memory is slow to hand
// out, which costs a page load dearly (V8's heap, the renderer's allocations).
// So the time to touch fresh memory is measured too.

/** Milliseconds to write one byte into each 4 kB page of `megabytes` of memory just taken from the system. */
export function freshMemoryMs(megabytes = 256): number {
  const started = performance.now();
  // allocUnsafeSlow: not zeroed and not pooled, so each page is first touched here.
  const buffer = Buffer.allocUnsafeSlow(megabytes * 1024 * 1024);
  for (let i = 0; i < buffer.length; i += 4096) buffer[i] = 1;
  return performance.now() - started;
}

/** One line on the host: its Lighthouse benchmark index and the fresh-memory time (median of three). */
export function hostLine(benchmarkIndexes: number[]): string {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const memory = sorted([freshMemoryMs(), freshMemoryMs(), freshMemoryMs()])[1]!;
  const index = benchmarkIndexes.length ? sorted(benchmarkIndexes)[Math.floor(benchmarkIndexes.length / 2)]! : Number.NaN;
  return `host: Lighthouse benchmarkIndex ${Math.round(index)}; 256 MB of fresh memory touched in ${Math.round(memory)} ms (at the usual cost of about a microsecond a page fault, under 0.1 s; a slower host inflates TBT and TTI on every route alike)`;
}
