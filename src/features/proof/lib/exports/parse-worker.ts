// The export is parsed in this worker, away from the page: a week of a
// network is a file of hundreds of thousands of rows, and the page must keep
// answering the staff while it is read. The plays come back in parts, since
// receiving them all in one message would itself hold the page.
import type { ParseOptions } from './parse-export';
import { parseFile } from './parsed-file';
import { PARSE_PART, type WorkerAnswer } from './parse-messages';

interface Request extends ParseOptions {
  file: Blob;
}

const post = (answer: WorkerAnswer) => (self as unknown as { postMessage: (m: WorkerAnswer) => void }).postMessage(answer);

self.onmessage = async (event: MessageEvent<Request>) => {
  try {
    const { file, ...options } = event.data;
    const { plays, ...rest } = parseFile(await file.text(), options);
    for (let from = 0; from < plays.length; from += PARSE_PART) post({ kind: 'plays', plays: plays.slice(from, from + PARSE_PART) });
    post({ kind: 'done', ...rest });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
