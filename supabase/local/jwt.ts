import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LOCAL_JWT_SECRET } from './dev-keys';

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}

export type VerifyResult = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; reason: 'expired' | 'invalid'; message: string };

export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    if (err instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' };
    }
    return { ok: false, reason: 'invalid', message: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)' };
  }
}

export async function signJwt(claims: Record<string, unknown>, expiresAt: number): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(expiresAt).sign(secret);
}

/**
 * A signed-URL token as storage-api makes one: the claims, iat and exp (now +
 * expiresInSeconds), HS256 with only `alg` in the header, signed with the
 * project's secret.
 */
export async function signUrlToken(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(expiresInSeconds)}s`)
    .sign(secret);
}

export type UrlTokenResult = { ok: true; claims: JWTPayload & Record<string, unknown> } | { ok: false; message: string };

/** Verifies a signed-URL token; a refusal carries the JWT library's own message, as storage-api answers it. */
export async function verifyUrlToken(token: string): Promise<UrlTokenResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : 'Invalid JWT' };
  }
}
