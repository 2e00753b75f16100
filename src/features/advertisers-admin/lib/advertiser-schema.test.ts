import { describe, expect, it } from 'vitest';
import { ADVERTISER_MESSAGES, advertiserDetailsSchema } from './advertiser-schema';

const ok = { company: ' Acme ', contact_name: 'Ann', email: 'ann@acme.test', phone: '', notes: '' };

describe('advertiserDetailsSchema', () => {
  it('trims, and stores empty fields as none', () => {
    expect(advertiserDetailsSchema.parse(ok)).toEqual({ company: 'Acme', contact_name: 'Ann', email: 'ann@acme.test', phone: null, notes: null });
    expect(advertiserDetailsSchema.parse({ ...ok, email: ' ' }).email).toBeNull();
  });

  it.each([
    [{ ...ok, contact_name: ' ' }, ADVERTISER_MESSAGES.contact],
    [{ ...ok, email: 'not-an-address' }, ADVERTISER_MESSAGES.email],
    [{ ...ok, phone: '5'.repeat(51) }, ADVERTISER_MESSAGES.phone],
  ])('refuses %o', (values, message) => {
    expect(advertiserDetailsSchema.safeParse(values).error?.issues[0]?.message).toBe(message);
  });
});
