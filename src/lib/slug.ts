// Slugs for blog posts: lowercase, drop every character that
// is not a letter, digit, whitespace or hyphen, turn whitespace runs into
// hyphens. Leading/trailing hyphens are trimmed and repeats collapsed so the
// URL stays clean. Accents are dropped first (Café -> cafe) and only ASCII
// letters are kept: the database's slug check is ^[a-z0-9]+(-+[a-z0-9]+)*$.

const FALLBACK_SLUG = 'post';

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || FALLBACK_SLUG;
}

/** Candidates in order of preference: slug, slug-2, slug-3, ... */
export function slugCandidates(base: string, from: number, count: number): string[] {
  const out: string[] = [];
  for (let n = from; n < from + count; n += 1) out.push(n <= 1 ? base : `${base}-${n}`);
  return out;
}

/** The first of slug, slug-2, slug-3, ... that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
