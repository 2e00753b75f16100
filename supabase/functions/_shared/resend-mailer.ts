// The Mailer deployed: Resend's HTTP API (POST /emails). fetch is injected so
// the client is tested against Resend's documented response shapes without a
// network, and so Deno's and Node's fetch both fit.

import type { Mailer, OutgoingEmail } from './mailer.ts';

export const RESEND_ENDPOINT = 'https://api.resend.com/emails';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ResendMailerOptions {
  apiKey: string;
  /** A sender on a domain verified in Resend, e.g. "Website <noreply@example.ca>". */
  from: string;
  fetch: FetchLike;
  endpoint?: string;
  /** An edge function has a wall-clock budget; a hung provider must not eat it. */
  timeoutMs?: number;
}

/** A failure reported by Resend or on the way to it; the message is what gets recorded with the inquiry. */
export class ResendError extends Error {
  readonly status: number | null;
  readonly code: string | null;

  constructor(message: string, status: number | null, code: string | null) {
    super(message);
    this.name = 'ResendError';
    this.status = status;
    this.code = code;
  }
}

// Resend's error body: { statusCode, message, name }, name being a code such
// as validation_error, missing_api_key or rate_limit_exceeded.
interface ResendErrorBody {
  statusCode?: unknown;
  message?: unknown;
  name?: unknown;
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

export function createResendMailer(options: ResendMailerOptions): Mailer {
  const endpoint = options.endpoint ?? RESEND_ENDPOINT;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async send(email: OutgoingEmail): Promise<{ id: string }> {
      const payload: Record<string, unknown> = {
        from: options.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
      };
      if (email.replyTo) payload.reply_to = email.replyTo;

      let res: Response;
      try {
        res = await options.fetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new ResendError(`Could not reach Resend: ${reason}`, null, null);
      }

      const body = await readJson(res);
      if (!res.ok) {
        const error = (typeof body === 'object' && body !== null ? body : {}) as ResendErrorBody;
        const code = typeof error.name === 'string' ? error.name : null;
        const detail = typeof error.message === 'string' ? error.message : res.statusText || 'no details';
        throw new ResendError(`Resend refused the e-mail (HTTP ${res.status}${code ? `, ${code}` : ''}): ${detail}`, res.status, code);
      }

      const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
      if (typeof id !== 'string' || id.length === 0) {
        throw new ResendError(`Resend answered HTTP ${res.status} without an e-mail id`, res.status, null);
      }
      return { id };
    },
  };
}
