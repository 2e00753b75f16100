// The export is parsed in this worker, away from the page: a week of a
// network is a file of hundreds of thousands of rows, and the page must keep
// answering the staff while it is read. Its plays then stay here and are sent
// to the database from here (send-parts.ts): the page only gets the counts,
// the progress and the summary.
import { parseFile } from './parsed-file';
import type { WorkerAnswer, WorkerRequest } from './parse-messages';
import type { PlayerPlay } from './player-plays';
import { RpcFailure, sendParts } from './send-parts';

const post = (answer: WorkerAnswer) => (self as unknown as { postMessage: (m: WorkerAnswer) => void }).postMessage(answer);

let plays: PlayerPlay[] = [];

const failed = (error: unknown): WorkerAnswer =>
  error instanceof RpcFailure
    ? { kind: 'failed', message: error.message, error: error.error, status: error.status }
    : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'parse') {
      const { kind: _kind, file, ...options } = request;
      const parsed = parseFile(await file.text(), options);
      plays = parsed.plays;
      const { plays: _plays, ...rest } = parsed;
      post({ kind: 'parsed', ...rest, playCount: plays.length });
    } else {
      const { kind: _kind, ...send } = request;
      const summary = await sendParts(plays, send, fetch, (done) => post({ kind: 'progress', done }));
      post({ kind: 'sent', summary });
    }
  } catch (error) {
    post(failed(error));
  }
};
