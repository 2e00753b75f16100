// The address check of the site's forms and config, kept out of any schema
// library so the home page does not load one (its JS budget). Same rule
// as zod's default e-mail check, which the forms used before: a dot-atom local
// part (no leading, trailing or double dot), then dot-separated domain labels
// that do not start with a hyphen, then a top-level domain of two or more letters.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
