// Who the company is and how to reach it: the facts every e-mail to a prospect
// must carry (its name, mailing address and contact details). They live here,
// beside the functions that send those e-mails, because a function deploys on
// its own; src/config/site.ts takes them from here for the site. Values the
// client has not given yet are PLACEHOLDERS: change them here only.

export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export const company = {
  name: 'London Digital Billboards',
  legalName: 'London Digital Billboards Inc.',
  /** Canonical origin of the production site; no trailing slash. PLACEHOLDER. */
  url: 'https://www.londondigitalbillboards.ca',
  /** Toll-free line as shown to people. PLACEHOLDER ({phone}). */
  phoneDisplay: '1-800-555-0199',
  /** Same number for tel: links (E.164). PLACEHOLDER ({phone}). */
  phoneE164: '+18005550199',
  /** General information e-mail. PLACEHOLDER ({email}). */
  email: 'info@londondigitalbillboards.ca',
  /** PLACEHOLDER street address in London, Ontario. */
  address: {
    streetAddress: '123 Dundas Street, Suite 400',
    locality: 'London',
    region: 'ON',
    postalCode: 'N6A 1G4',
    country: 'CA',
  } satisfies PostalAddress,
} as const;
