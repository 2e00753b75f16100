// STUB: replaced by the contact feature (the quote-request form).
export function ContactForm() {
  return null;
}
