import type { ParsedFile } from './parsed-file';
import type { PlayerPlay } from './player-plays';

/** Plays per message from the parsing worker: small enough that receiving one never holds the page. */
export const PARSE_PART = 2_000;

export type WorkerAnswer = { kind: 'plays'; plays: PlayerPlay[] } | ({ kind: 'done' } & Omit<ParsedFile, 'plays'>) | { kind: 'failed'; message: string };
