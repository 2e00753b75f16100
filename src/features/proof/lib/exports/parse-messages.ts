import type { ImportSummary } from './import-summary';
import type { ParseOptions } from './parse-export';
import type { ParsedFile } from './parsed-file';
import type { SendRequest } from './send-parts';

/** What the page asks the parsing worker: read a file (its plays stay in the worker), then send them for a summary or to store. */
export type WorkerRequest = ({ kind: 'parse'; file: Blob } & ParseOptions) | ({ kind: 'send' } & SendRequest);

export type WorkerAnswer =
  | ({ kind: 'parsed'; playCount: number } & Omit<ParsedFile, 'plays' | 'playCount' | 'send' | 'close'>)
  | { kind: 'progress'; done: number }
  | { kind: 'sent'; summary: ImportSummary }
  | { kind: 'failed'; message: string; error?: unknown; status?: number | null };
