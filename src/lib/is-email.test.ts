import { isEmail } from './is-email';

describe('isEmail', () => {
  it.each(['jane@example.com', 'jane.doe+ads@mail.example.ca', "o'neil@shop-1.example.org", 'a_b@x.io'])('accepts %s', (value) => {
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
    'jane doe@example.com',
    'jane@exa mple.com',
  ])('refuses %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});
