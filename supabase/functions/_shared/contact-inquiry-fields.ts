// The contact form's fields and their labels: all the form needs to render.
// Kept apart from the messages and sources (contact-inquiry.ts) so the pages
// that show the form load only these few words before the visitor sends.

export const INQUIRY_FIELDS = ['name', 'email', 'company', 'phone', 'message'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];

export const INQUIRY_LABELS: Record<InquiryField, string> = {
  name: 'Full Name',
  email: 'Email Address',
  company: 'Company Name',
  phone: 'Phone Number',
  message: 'Project Details',
};

/**
 * The contact form's newsletter box, word for word: the newsletter's consent
 * record stores this string (newsletter-consent.ts), so it is what was shown.
 */
export const CONTACT_FORM_CONSENT = 'Also send me the newsletter';
