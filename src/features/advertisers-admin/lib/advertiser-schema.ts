import { z } from 'zod';

export const ADVERTISER_MESSAGES = {
  contact: 'Enter the contact’s name.',
  email: 'Enter a valid e-mail address, or leave it empty.',
  long: 'Keep it under 200 characters.',
  phone: 'Keep the phone number under 50 characters.',
  notes: 'Keep the notes under 5,000 characters.',
} as const;

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v));

/** An advertiser's details as the edit form takes them: empty fields are stored as none. */
export const advertiserDetailsSchema = z.object({
  company: optional(200, ADVERTISER_MESSAGES.long),
  contact_name: z.string().trim().min(1, ADVERTISER_MESSAGES.contact).max(200, ADVERTISER_MESSAGES.long),
  email: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email(ADVERTISER_MESSAGES.email).max(320, ADVERTISER_MESSAGES.email).nullable()),
  phone: optional(50, ADVERTISER_MESSAGES.phone),
  notes: optional(5000, ADVERTISER_MESSAGES.notes),
});
