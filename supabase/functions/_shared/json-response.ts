// Every answer of a function is JSON, never cached, and carries the CORS
// headers it is given, so error paths cannot forget them.

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The largest request body each kind of function reads, in bytes (a bigger one is refused with 413). */
export const BODY_LIMITS = {
  /** A few ids or fields: the staff's e-mails, an upload's name and size, a subscription. */
  small: 4 * 1024,
  /** A contact form with its message and a plan of boards. */
  contact: 32 * 1024,
  /** One Stripe event. */
  webhook: 256 * 1024,
} as const;

export type ReadJsonResult = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413; error: string };

/**
 * Reads a request body that must be one JSON object. The size cap is checked
 * on the declared length first so an oversized upload is refused before it is
 * buffered, then on the actual bytes since the header can lie or be absent.
 */
export async function readJsonObject(req: Request, maxBytes: number): Promise<ReadJsonResult> {
  const tooLarge = { ok: false, status: 413, error: 'Request body is too large.' } as const;
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge;

  let text: string;
  try {
    text = await req.text();
  } catch {
    return { ok: false, status: 400, error: 'Request body could not be read.' };
  }
  if (new TextEncoder().encode(text).byteLength > maxBytes) return tooLarge;

  const notObject = { ok: false, status: 400, error: 'Request body must be a JSON object.' } as const;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return notObject;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return notObject;
  return { ok: true, value: parsed as Record<string, unknown> };
}
