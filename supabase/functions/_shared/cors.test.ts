import { describe, expect, it } from 'vitest';
import { clientAddressFrom, isIpAddress } from './client-address.ts';
import { corsHeaders, parseAllowedOrigins, preflightResponse } from './cors.ts';
import { jsonResponse, readJsonObject } from './json-response.ts';

describe('corsHeaders', () => {
  const allowed = ['https://www.example.ca', 'http://127.0.0.1:5173'];

  it('echoes an allowed origin and always varies on Origin', () => {
    expect(corsHeaders('http://127.0.0.1:5173', allowed)).toEqual({
      'Access-Control-Allow-Origin': 'http://127.0.0.1:5173',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      Vary: 'Origin',
    });
  });

  it('gives no Allow-Origin to other or missing origins', () => {
    expect(corsHeaders('https://evil.example', allowed)).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(corsHeaders('https://www.example.ca.evil.example', allowed)).not.toHaveProperty('Access-Control-Allow-Origin');
    expect(corsHeaders(null, allowed)).not.toHaveProperty('Access-Control-Allow-Origin');
  });

  it("answers '*' when every origin is allowed", () => {
    expect(corsHeaders('https://any.example', '*')['Access-Control-Allow-Origin']).toBe('*');
  });
});

describe('preflightResponse', () => {
  it('is a 204 with the CORS headers and a max age', async () => {
    const res = preflightResponse(new Request('http://x/', { method: 'OPTIONS', headers: { origin: 'https://www.example.ca' } }), ['https://www.example.ca']);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.example.ca');
    expect(res.headers.get('access-control-max-age')).toBe('86400');
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list, trimming spaces and trailing slashes', () => {
    expect(parseAllowedOrigins(' https://www.example.ca/ , https://Example.ca,, ')).toEqual(['https://www.example.ca', 'https://example.ca']);
  });

  it("reads '*' and treats a missing value as no origin", () => {
    expect(parseAllowedOrigins('*')).toBe('*');
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });
});

describe('jsonResponse', () => {
  it('is JSON, uncached, with the given headers', async () => {
    const res = jsonResponse(418, { error: 'teapot' }, { Vary: 'Origin' });
    expect(res.status).toBe(418);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(await res.json()).toEqual({ error: 'teapot' });
  });
});

describe('readJsonObject', () => {
  const req = (body: string, headers: Record<string, string> = {}) => new Request('http://x/', { method: 'POST', body, headers });

  it('returns an object', async () => {
    await expect(readJsonObject(req('{"a":1}'), 100)).resolves.toEqual({ ok: true, value: { a: 1 } });
  });

  it('refuses a declared or actual size over the cap', async () => {
    await expect(readJsonObject(req('{}', { 'content-length': '1000' }), 100)).resolves.toMatchObject({ ok: false, status: 413 });
    await expect(readJsonObject(req(`{"a":"${'é'.repeat(60)}"}`), 100)).resolves.toMatchObject({ ok: false, status: 413 });
  });
});

describe('clientAddressFrom', () => {
  it("prefers Cloudflare's connecting IP over X-Forwarded-For", () => {
    const headers = new Headers({ 'cf-connecting-ip': '198.51.100.4', 'x-forwarded-for': '10.0.0.1, 172.16.0.1' });
    expect(clientAddressFrom(headers)).toBe('198.51.100.4');
  });

  it('falls back to the last X-Forwarded-For hop, the one the platform appended, not a hop the caller wrote', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': ' 203.0.113.66 , 2001:db8::1 ' }))).toBe('2001:db8::1');
  });

  it('ignores values that are not IP addresses', () => {
    expect(clientAddressFrom(new Headers({ 'x-forwarded-for': "'; drop table x; --" }))).toBeNull();
    expect(clientAddressFrom(new Headers())).toBeNull();
  });

  it.each(['203.0.113.7', '::1', '2001:db8::ff00:42:8329', '::ffff:192.0.2.128'])('recognises %s', (ip) => {
    expect(isIpAddress(ip)).toBe(true);
  });

  it.each(['256.1.1.1', 'localhost', '1.2.3', '', 'a'.repeat(46)])('rejects %s', (value) => {
    expect(isIpAddress(value)).toBe(false);
  });
});
