// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTACT_SOURCES, isHoneypotFilled, validateInquiry } from './validation.ts';

const valid = {
  name: 'Jean-Luc Tremblay',
  email: 'jl.tremblay+quotes@tremblay-realty.on.ca',
  company: 'Tremblay Realty',
  phone: '519-555-0199',
  message: 'Line one\r\nLine two\n\n\tIndented',
  source: 'home-page',
};

function errorsFor(patch: Record<string, unknown>) {
  const result = validateInquiry({ ...valid, ...patch });
  return result.ok ? {} : result.fields;
}

describe('validateInquiry', () => {
  it('accepts a complete inquiry and returns only the six fields', () => {
    const result = validateInquiry({ ...valid, extra: 'ignored', __proto__: { name: 'x' } });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each(CONTACT_SOURCES)('accepts the source %s', (source) => {
    expect(errorsFor({ source })).toEqual({});
  });

  it.each(['(519) 555-0142', '+1 519 555 0142', '519.555.0142', '1-800-555-0100 ext. 204', '519 555 0142 x12', '+44 20 7946 0958'])(
    'accepts the phone number %s',
    (phone) => {
      expect(errorsFor({ phone })).toEqual({});
    },
  );

  it.each(['555-CALL-NOW', '519/555/0142', '12345', '+1 519 555 0142; drop table', '519 555 0142 ext'])('refuses the phone number %s', (phone) => {
    expect(errorsFor({ phone })).toHaveProperty('phone');
  });

  it.each(['a@b.co', 'first.last@sub.example.ca', "o'brien@example.com"])('accepts the e-mail %s', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  it.each([
    'plain',
    'a@b',
    'a@b.c',
    'two@@example.com',
    'a b@example.com',
    'a@example.com, b@example.com',
    'Name <a@example.com>',
    'a@-bad-.com',
    'a@example.123',
  ])('refuses the e-mail %s', (email) => {
    expect(errorsFor({ email })).toHaveProperty('email');
  });

  it.each(['name', 'email', 'company', 'phone', 'source'])('refuses a line break inside %s', (field) => {
    for (const br of ['\n', '\r', '\u2028', '\u2029', '\u0085']) {
      const value = field === 'email' ? `a${br}b@example.com` : field === 'phone' ? `519${br}5550142` : `a${br}b`;
      expect(errorsFor({ [field]: value })).toHaveProperty(field);
    }
  });

  it('allows line breaks and tabs in the message but not NUL or other control characters', () => {
    expect(errorsFor({ message: 'one\ntwo\r\nthree\tfour' })).toEqual({});
    expect(errorsFor({ message: 'bad\u0000' })).toHaveProperty('message');
    expect(errorsFor({ message: 'bell\u0007' })).toHaveProperty('message');
  });

  it('refuses control characters in single-line fields', () => {
    expect(errorsFor({ name: 'Tab\there' })).toHaveProperty('name');
    expect(errorsFor({ company: 'Esc\u001b[31m' })).toHaveProperty('company');
  });

  it('counts length in characters after trimming', () => {
    expect(errorsFor({ name: `  ${'n'.repeat(100)}  ` })).toEqual({});
    expect(errorsFor({ name: '😀'.repeat(100) })).toEqual({});
    expect(errorsFor({ name: '😀'.repeat(101) })).toHaveProperty('name');
  });

  it('treats a non-object as all fields missing', () => {
    for (const input of [null, 'text', 3, ['a']]) {
      const result = validateInquiry(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.fields)).toHaveLength(6);
    }
  });

  it('does not read inherited properties', () => {
    const input = Object.create({ ...valid }) as Record<string, unknown>;
    const result = validateInquiry(input);
    expect(result.ok).toBe(false);
  });
});

describe('isHoneypotFilled', () => {
  it.each([[{}], [{ website: '' }], [{ website: '   ' }], [{ website: null }]])('is false for %j', (input) => {
    expect(isHoneypotFilled(input)).toBe(false);
  });

  it.each([[{ website: 'http://spam.example' }], [{ website: 1 }], [{ website: ['x'] }], [{ website: false }]])('is true for %j', (input) => {
    expect(isHoneypotFilled(input)).toBe(true);
  });
});
