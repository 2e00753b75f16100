// Which address a request comes from, for the per-address rate limit.
//
// cf-connecting-ip comes first: on hosted Supabase the edge sits behind
// Cloudflare, which overwrites that header. Without it, only the last
// X-Forwarded-For hop is trusted: the platform's own proxy appends it, whereas
// every earlier hop is whatever the caller chose to send. Anything that does
// not look like an IP address is ignored so a caller cannot pick an arbitrary
// rate-limit bucket or put junk in the database.

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^[0-9a-f:]*:[0-9a-f:.]*$/i;

export function isIpAddress(value: string): boolean {
  if (value.length === 0 || value.length > 45) return false;
  return IPV4.test(value) || (IPV6.test(value) && value.includes(':'));
}

export function clientAddressFrom(headers: Headers): string | null {
  const cf = headers.get('cf-connecting-ip')?.trim();
  if (cf && isIpAddress(cf)) return cf;

  const lastHop = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (lastHop && isIpAddress(lastHop)) return lastHop;

  return null;
}
