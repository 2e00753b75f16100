// The one e-mail address check of the site: the contact form and the contact
// function, the newsletter form and the configuration all use it (the
// database keeps a looser check of its own as the last guard).
//
// Deliberately simpler than RFC 5322. The local part is a dot-atom (no
// leading, trailing or double dot) without spaces, quotes, commas, colons,
// semicolons, brackets or angle brackets: each of those could turn one
// Reply-To address into several, or into a display name. The domain is
// dot-separated labels that neither start nor end with a hyphen, ending in a
// letters-only top-level domain.
const EMAIL = /^(?!\.)(?!.*\.\.)[^\s@"(),:;<>[\]\\]{1,64}(?<!\.)@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
