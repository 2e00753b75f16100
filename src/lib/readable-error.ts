/**
 * A failure in words a person can act on. A JSON parser's own message ("Unexpected
 * token '<', "<!doctype "... is not valid JSON") says nothing about the cause, which
 * is almost always a URL that reaches something other than the API.
 */
export function readableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (isParserError(error)) return 'the answer was not the Supabase API’s JSON (is the URL the project’s API URL?)';
  const cause = error.cause instanceof Error && !isParserError(error.cause) ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

function isParserError(error: Error): boolean {
  return error instanceof SyntaxError || /is not valid JSON|Unexpected token|Unexpected end of JSON|JSON\.parse/i.test(error.message);
}
