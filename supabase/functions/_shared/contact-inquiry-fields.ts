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
