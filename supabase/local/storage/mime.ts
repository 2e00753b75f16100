// The declared type of an upload is the client's claim; the bytes are the
// truth. Only types whose signature we know can be accepted as images.

const SIGNATURES: { type: string; matches(bytes: Uint8Array): boolean }[] = [
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export function sniffMimeType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

export function normaliseMimeType(declared: string): string {
  const base = declared.split(';')[0].trim().toLowerCase();
  return base === 'image/jpg' ? 'image/jpeg' : base;
}

function allowedBy(pattern: string, type: string): boolean {
  const p = pattern.trim().toLowerCase();
  if (p.endsWith('/*')) return type.startsWith(p.slice(0, -1));
  return normaliseMimeType(p) === type;
}

/** True when the bucket accepts this declared type for these bytes. */
export function mimeTypeAccepted(declared: string, bytes: Uint8Array, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = normaliseMimeType(declared);
  if (!allowed.some((pattern) => allowedBy(pattern, type))) return false;
  if (type.startsWith('image/')) return sniffMimeType(bytes) === type;
  return true;
}
