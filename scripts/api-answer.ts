// Whether an HTTP answer came from the Supabase REST API, and if not, one
// sentence saying what answered instead (an HTML page from a wrong URL, the
// site itself, a proxy's login page): the build checks this before bundling.

/** null when `res` is the REST API's JSON list; otherwise what answered, e.g. "answered with an HTML page, not the Supabase API". */
export async function describeNonApiAnswer(res: Response): Promise<string | null> {
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await res.text().catch(() => '');
  const looksHtml = type === 'text/html' || /^\s*<(!doctype|html|head|body)/i.test(text);
  if (looksHtml) return `answered HTTP ${res.status} with an HTML page, not the Supabase API`;
  const isJson = type === 'application/json' || type.endsWith('+json');
  if (!isJson) return `answered HTTP ${res.status} with ${type || 'no content type'}, not the Supabase API's JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered HTTP ${res.status} with a body that is not JSON, though it says it is`;
  }
  if (!res.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : text.slice(0, 200);
    return `answered HTTP ${res.status}: ${message}`;
  }
  if (!Array.isArray(body)) return `answered HTTP ${res.status} with JSON that is not the REST API's list of rows`;
  return null;
}
