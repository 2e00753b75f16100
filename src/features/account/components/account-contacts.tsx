import { site } from '@/config/site';

export const CONTACTS_TEXT = { heading: 'Questions about your campaign?' } as const;

/** How to reach the company, from the business facts. */
export function AccountContacts() {
  const { address } = site;
  return (
    <section aria-labelledby="account-contacts" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="account-contacts" className="text-lg font-semibold text-ink">
        {CONTACTS_TEXT.heading}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-gray-800">
        <li>
          Phone:{' '}
          <a href={`tel:${site.phoneE164}`} className="font-medium text-brand-800 underline">
            {site.phoneDisplay}
          </a>
        </li>
        <li>
          E-mail:{' '}
          <a href={`mailto:${site.email}`} className="font-medium text-brand-800 underline">
            {site.email}
          </a>
        </li>
        <li>Hours: {site.hours.display}</li>
        <li>
          {site.legalName}, {address.streetAddress}, {address.locality}, {address.region} {address.postalCode}
        </li>
      </ul>
    </section>
  );
}
