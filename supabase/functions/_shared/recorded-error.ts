// Errors recorded on a row (a lead's or a subscriber's e-mail) are for staff,
// but bounded so a provider answering with a huge page cannot bloat the row.
const MAX_RECORDED_ERROR = 1000;

export function recordedError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.length > MAX_RECORDED_ERROR ? `${message.slice(0, MAX_RECORDED_ERROR - 1)}…` : message;
}
