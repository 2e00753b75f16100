// Parses a dropped export in a Web Worker, where its plays then stay: the
// answer carries their count and a `send` that has the worker send them.
import type { ImportSummary } from './import-summary';
import type { ParseOptions } from './parse-export';
import type { WorkerAnswer, WorkerRequest } from './parse-messages';
import type { ParsedFile } from './parsed-file';
import { RpcFailure, type SendRequest } from './send-parts';

export function parseInWorker(file: Blob, options: ParseOptions): Promise<ParsedFile> {
  const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
  const ask = (request: WorkerRequest) => worker.postMessage(request);
  // One question at a time: the answer (or failure) goes to whoever waits.
  let waiting: { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void; onProgress?: (done: number) => void } | null = null;
  const next = (onProgress?: (done: number) => void) => new Promise<WorkerAnswer>((resolve, reject) => (waiting = { resolve, reject, onProgress }));
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    if (answer.kind === 'progress') waiting?.onProgress?.(answer.done);
    else waiting?.resolve(answer);
  };
  worker.onerror = (event) => {
    worker.terminate();
    waiting?.reject(new Error(event.message || 'The file could not be read.'));
  };
  const close = () => worker.terminate();

  const send = async (request: SendRequest, onProgress?: (done: number) => void): Promise<ImportSummary> => {
    const answer = next(onProgress);
    ask({ kind: 'send', ...request });
    const result = await answer;
    if (result.kind === 'sent') return result.summary;
    if (result.kind === 'failed') throw result.error === undefined ? new Error(result.message) : new RpcFailure(result.error, result.status ?? null);
    throw new Error(`Unexpected answer from the parsing worker: ${result.kind}`);
  };

  const parsed = next();
  ask({ kind: 'parse', file, ...options });
  return parsed.then((answer) => {
    if (answer.kind === 'parsed') {
      const { kind: _kind, ...rest } = answer;
      return { ...rest, plays: [], send, close };
    }
    close();
    throw new Error(answer.kind === 'failed' ? answer.message : `Unexpected answer from the parsing worker: ${answer.kind}`);
  });
}
