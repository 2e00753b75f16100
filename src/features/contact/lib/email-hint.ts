import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

// A hint, never a refusal: when the domain of an address looks like a typo of
// a common one ('gmial.con'), the form offers the likely address. Loaded when
// the visitor leaves the e-mail field, not with the page.

// Addresses here are often Canadian: the providers and endings people in Ontario use.
const DOMAINS = [
  ...POPULAR_DOMAINS,
  'hotmail.ca',
  'yahoo.ca',
  'live.ca',
  'outlook.ca',
  'icloud.com',
  'rogers.com',
  'sympatico.ca',
  'bell.net',
  'shaw.ca',
  'telus.net',
  'cogeco.ca',
  'execulink.com',
];
// '.co' is a real ending, but as a candidate it turns 'gmail.con' into 'gmail.co': a typo of '.com' is the likelier one.
const TOP_LEVEL_DOMAINS = [...POPULAR_TLDS.filter((tld) => tld !== 'co'), 'ca', 'on.ca'];

/** 'mario@gmail.com' for 'mario@gmial.con'; null when the address looks as meant (or is no address at all). */
export function emailHint(typed: string): string | null {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  // Twice: the library mends the ending and the name in separate passes ('gmial.con' -> 'gmial.com' -> 'gmail.com').
  let domain = email.slice(at + 1).toLowerCase();
  for (let pass = 0; pass < 2; pass += 1) {
    const suggestion = run({ email: `x@${domain}`, domains: DOMAINS, topLevelDomains: TOP_LEVEL_DOMAINS });
    if (!suggestion || suggestion.domain === domain) break;
    domain = suggestion.domain;
  }
  return domain === email.slice(at + 1).toLowerCase() ? null : `${email.slice(0, at)}@${domain}`;
}
