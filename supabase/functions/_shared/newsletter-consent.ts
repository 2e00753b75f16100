// The words a visitor agrees to when they give their address for the
// newsletter, one per form. The form shows them and the function stores the
// same string with the address, so the consent record is exactly what was
// shown. No schema library here: the forms render these words with the page.

import { company } from './company.ts';
import { CONTACT_FORM_CONSENT } from './contact-inquiry.ts';

export { CONTACT_FORM_CONSENT };

export const NEWSLETTER_FORMS = ['newsletter-signup', 'contact-form'] as const;
export type NewsletterForm = (typeof NEWSLETTER_FORMS)[number];

// One constant per form, so a page bundles only the words its own form shows.
export const SIGNUP_CONSENT = `Send me the ${company.name} newsletter: billboard advertising tips, new locations and industry insights by e-mail. I will get a link to confirm, and I can unsubscribe at any time.`;

export const NEWSLETTER_CONSENT: Record<NewsletterForm, string> = {
  'newsletter-signup': SIGNUP_CONSENT,
  'contact-form': CONTACT_FORM_CONSENT,
};

/** The longest page path a consent record keeps. */
export const MAX_CONSENT_PAGE_LENGTH = 300;

/** How often a pending address may be sent its confirmation link again. */
export const CONFIRMATION_RESEND_SECONDS = 60 * 60;

export function isNewsletterForm(value: unknown): value is NewsletterForm {
  return typeof value === 'string' && (NEWSLETTER_FORMS as readonly string[]).includes(value);
}
