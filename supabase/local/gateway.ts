// The API gateway in front of a hosted project's services: every call to the
// REST, auth and storage APIs must carry the project's API key (the anon or
// service_role key) in an `apikey` header, whatever its
// Authorization header says. Public object downloads (URLs in <img>), signed
// URLs (their token is the credential, as storage-api serves them without
// one), the functions (which check the Authorization JWT themselves) and the
// auth e-mail links (GET /auth/v1/verify, opened from a mail client) need none.
import type { IncomingMessage } from 'node:http';
import { header } from './http-utils';
import { isApiRole, verifyJwt } from './jwt';

export type GatewayRefusal = { status: 401; body: { message: string; hint: string } };

const PUBLIC_STORAGE = /^object\/(public|sign)\/|^render\/image\/(public|sign)\//;
const SIGNED_UPLOAD = /^object\/upload\/sign\//;

export function needsApiKey(service: string, subpath: string, method: string): boolean {
  if (service === 'functions') return false;
  if (service === 'auth' && method === 'GET' && subpath === 'verify') return false;
  if (service === 'storage' && (method === 'GET' || method === 'HEAD') && PUBLIC_STORAGE.test(subpath)) return false;
  if (service === 'storage' && method === 'PUT' && SIGNED_UPLOAD.test(subpath)) return false;
  return true;
}

export async function checkApiKey(req: IncomingMessage): Promise<GatewayRefusal | null> {
  const key = header(req, 'apikey')?.trim();
  if (!key) {
    return { status: 401, body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' } };
  }
  const verified = await verifyJwt(key);
  if (!verified.ok || !isApiRole(verified.claims.role) || verified.claims.role === 'authenticated') {
    return { status: 401, body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' } };
  }
  return null;
}
