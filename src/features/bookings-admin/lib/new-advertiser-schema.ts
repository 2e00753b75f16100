import { z } from 'zod';

export const NEW_ADVERTISER_MESSAGES = {
  contact: 'Enter the contact’s name.',
  email: 'Enter the advertiser’s e-mail address.',
  long: 'Keep it under 200 characters.',
  phone: 'Keep the phone number under 50 characters.',
} as const;

/** A new advertiser as the phone-sale form takes it: a contact and an e-mail (how advertisers are matched), company and phone when given. */
export const newAdvertiserSchema = z.object({
  company: z.string().trim().max(200, NEW_ADVERTISER_MESSAGES.long),
  contact_name: z.string().trim().min(1, NEW_ADVERTISER_MESSAGES.contact).max(200, NEW_ADVERTISER_MESSAGES.long),
  email: z.email(NEW_ADVERTISER_MESSAGES.email).max(320, NEW_ADVERTISER_MESSAGES.email),
  phone: z.string().trim().max(50, NEW_ADVERTISER_MESSAGES.phone),
});
