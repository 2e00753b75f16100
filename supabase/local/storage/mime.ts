// The declared type of an upload against the bucket's allowed list, as hosted
// storage judges it. Hosted storage does not look at the bytes: neither does
// this, so the local backend gives no protection production lacks. The object
// is served with its declared type and X-Content-Type-Options: nosniff.

export function normaliseMimeType(declared: string): string {
  const base = declared.split(';')[0]!.trim().toLowerCase();
  return base === 'image/jpg' ? 'image/jpeg' : base;
}

function allowedBy(pattern: string, type: string): boolean {
  const p = pattern.trim().toLowerCase();
  if (p.endsWith('/*')) return type.startsWith(p.slice(0, -1));
  return normaliseMimeType(p) === type;
}

/** True when the bucket accepts this declared type. */
export function mimeTypeAccepted(declared: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = normaliseMimeType(declared);
  return allowed.some((pattern) => allowedBy(pattern, type));
}
