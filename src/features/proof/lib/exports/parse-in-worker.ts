// Parses a dropped export in a Web Worker and gathers its plays.
import type { ParseOptions } from './parse-export';
import type { WorkerAnswer } from './parse-messages';
import type { ParsedFile } from './parsed-file';
import type { PlayerPlay } from './player-plays';

export function parseInWorker(file: Blob, options: ParseOptions): Promise<ParsedFile> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), { type: 'module' });
    const plays: PlayerPlay[] = [];
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const answer = event.data;
      if (answer.kind === 'plays') {
        for (const play of answer.plays) plays.push(play);
        return;
      }
      worker.terminate();
      if (answer.kind === 'failed') reject(new Error(answer.message));
      else {
        const { kind: _kind, ...rest } = answer;
        resolve({ ...rest, plays });
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read.'));
    };
    worker.postMessage({ file, ...options });
  });
}
