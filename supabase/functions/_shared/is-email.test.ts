import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email.ts';

describe('isEmail', () => {
  it.each([
    'jane@example.com',
    'jane.doe+ads@mail.example.ca',
    "o'neil@shop-1.example.org",
    'a_b@x.io',
    'a@b.co',
    'jl.tremblay+quotes@tremblay-realty.on.ca',
    'JANE@EXAMPLE.COM',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    'two@@example.com',
    'a@example.com, b@example.com',
    'Name <a@example.com>',
    '"quoted"@example.com',
    'a;b@example.com',
    'a@example.123',
    `${'a'.repeat(65)}@example.com`,
    'a\n@example.com',
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});
