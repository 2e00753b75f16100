// Resend's responses as documented (https://resend.com/docs/api-reference):
// success is 200 {"id": "<uuid>"}; an error is {"statusCode", "message", "name"}
// with the HTTP status repeated in statusCode.
import { describe, expect, it } from 'vitest';
import { createResendMailer, RESEND_ENDPOINT, ResendError, type FetchLike } from './resend-mailer.ts';
import type { OutgoingEmail } from './mailer.ts';

const email: OutgoingEmail = {
  to: 'sales@example.ca',
  replyTo: 'jane@example.com',
  subject: 'New website inquiry from Jane Doe (Northside Dental)',
  html: '<p>Hello</p>',
  text: 'Hello',
};

interface Recorded {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: () => Response | Promise<Response>): { fetch: FetchLike; calls: Recorded[] } {
  const calls: Recorded[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond();
    },
  };
}

const jsonReply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const mailerWith = (fetch: FetchLike) => createResendMailer({ apiKey: 're_test_123', from: 'London Digital Billboards <website@example.ca>', fetch });

describe('createResendMailer', () => {
  it('posts the documented JSON with the bearer key and returns the id', async () => {
    const { fetch, calls } = fakeFetch(() => jsonReply(200, { id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' }));
    await expect(mailerWith(fetch).send(email)).resolves.toEqual({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(RESEND_ENDPOINT);
    expect(call?.init.method).toBe('POST');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer re_test_123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    expect(JSON.parse(call?.init.body as string)).toEqual({
      from: 'London Digital Billboards <website@example.ca>',
      to: ['sales@example.ca'],
      reply_to: 'jane@example.com',
      subject: email.subject,
      html: '<p>Hello</p>',
      text: 'Hello',
    });
  });

  it('leaves reply_to out when there is none', async () => {
    const { fetch, calls } = fakeFetch(() => jsonReply(200, { id: 'x' }));
    await mailerWith(fetch).send({ ...email, replyTo: undefined });
    expect(JSON.parse(calls[0]?.init.body as string)).not.toHaveProperty('reply_to');
  });

  it('turns a validation error into a ResendError carrying status, code and message', async () => {
    const { fetch } = fakeFetch(() =>
      jsonReply(422, {
        statusCode: 422,
        message: 'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
        name: 'validation_error',
      }),
    );
    const error = await mailerWith(fetch)
      .send(email)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResendError);
    expect(error).toMatchObject({ status: 422, code: 'validation_error' });
    expect((error as Error).message).toBe(
      'Resend refused the e-mail (HTTP 422, validation_error): Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
    );
  });

  it.each([
    [401, 'missing_api_key', 'Missing API key in the authorization header.'],
    [403, 'invalid_api_key', 'API key is invalid.'],
    [429, 'rate_limit_exceeded', 'Too many requests. You can only make 2 requests per second.'],
    [500, 'internal_server_error', 'An unexpected error occurred.'],
  ])('reports HTTP %i %s', async (status, name, message) => {
    const { fetch } = fakeFetch(() => jsonReply(status, { statusCode: status, message, name }));
    await expect(mailerWith(fetch).send(email)).rejects.toMatchObject({ status, code: name, message: expect.stringContaining(message) });
  });

  it('copes with an error that is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(mailerWith(fetch).send(email)).rejects.toMatchObject({
      status: 502,
      code: null,
      message: 'Resend refused the e-mail (HTTP 502): Bad Gateway',
    });
  });

  it('reports a network failure', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(mailerWith(fetch).send(email)).rejects.toMatchObject({ status: null, message: 'Could not reach Resend: fetch failed' });
  });

  it('refuses a success without an id', async () => {
    const { fetch } = fakeFetch(() => jsonReply(200, {}));
    await expect(mailerWith(fetch).send(email)).rejects.toThrow(/without an e-mail id/);
  });
});
