import { readableError } from './readable-error';

describe('readableError', () => {
  it('never passes on a JSON parser’s message', () => {
    let parserError: unknown;
    try {
      JSON.parse('<!doctype html><html>');
    } catch (err) {
      parserError = err;
    }
    expect(readableError(parserError)).toBe('the answer was not the Supabase API’s JSON (is the URL the project’s API URL?)');
    expect(readableError(new Error(`Unexpected token '<', "<!doctype "... is not valid JSON`))).not.toMatch(/Unexpected token/);
  });

  it('keeps an ordinary message and names its cause', () => {
    expect(readableError(new Error('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND x.invalid') }))).toBe(
      'fetch failed (getaddrinfo ENOTFOUND x.invalid)',
    );
    expect(readableError('plain')).toBe('plain');
  });
});
