// The proof of play import's limits, apart from sale-rules.ts: the public
// pages' first load carries that module, and only the staff's import needs these.

export const PROOF_IMPORT = {
  /** Plays one row of a player's export may stand for (an aggregated Xibo row's Count). */
  playMaxCount: 1_000_000,
  /** Rows of each kind an import's summary shows: enough to recognise the fault. */
  sampleRows: 5,
} as const;
