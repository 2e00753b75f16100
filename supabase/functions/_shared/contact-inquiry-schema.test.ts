import { describe, expect, it } from 'vitest';
import { INQUIRY_LABELS, industrySource, isHoneypotFilled, LEAD_PAGES, leadSourceLabel } from './contact-inquiry.ts';
import { CAMPAIGN_TERMS, isCurrentTermsVersion } from './campaign-terms.ts';
import { checkInquiry, checkSubmission } from './contact-inquiry-schema.ts';
import { INQUIRY_MESSAGES } from './contact-inquiry-messages.ts';

const valid = {
  name: 'Jean-Luc Tremblay',
  email: 'jl.tremblay+quotes@tremblay-realty.on.ca',
  company: 'Tremblay Realty',
  phone: '519-555-0199',
  message: 'Line one\r\nLine two\n\n\tIndented',
  source: 'home-page',
};

function errorsFor(patch: Record<string, unknown>) {
  const result = checkInquiry({ ...valid, ...patch });
  return result.ok ? {} : result.fields;
}

describe('checkInquiry', () => {
  it('accepts a complete inquiry and returns only the six fields', () => {
    const result = checkInquiry({ ...valid, extra: 'ignored', __proto__: { name: 'x' } });
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each([...LEAD_PAGES, 'industry-page:real-estate', 'industry-page:non-profit'])('accepts the source %s', (source) => {
    expect(errorsFor({ source })).toEqual({});
  });

  it.each(['industry-page', 'industry-page:', 'industry-page:Real Estate', 'elsewhere', 'industry-page:a--b'])('refuses the source %j', (source) => {
    expect(errorsFor({ source })).toEqual({
      source: 'Source must be one of: home-page, contact-page, billboard-costs, campaign-plan, industry-page:<industry>.',
    });
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

  it("refuses an e-mail address the shared check refuses, with the form's message", () => {
    expect(errorsFor({ email: 'a@example.com, b@example.com' })).toEqual({ email: 'Please enter a valid email address.' });
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

  // Every bidirectional embedding, override and isolate (U+202A-U+202E, U+2066-U+2069), in every field.
  const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

  it.each(['name', 'email', 'company', 'phone', 'message'] as const)('refuses bidirectional controls in %s, the multi-line message included', (field) => {
    for (const bidi of BIDI) {
      const value = field === 'email' ? `a${bidi}b@example.com` : field === 'phone' ? `519 555${bidi} 0142` : `evil${bidi}txt.exe`;
      expect(errorsFor({ [field]: value })).toHaveProperty(field);
    }
    const reversed = field === 'email' ? 'a\u202eb@example.com' : '519 555\u202e 0142';
    expect(errorsFor({ [field]: reversed })[field]).toBe(`${INQUIRY_LABELS[field]} contains invisible formatting characters; please retype it.`);
  });

  it('keeps zero-width joiners in the message (emoji need them) but not in single-line fields', () => {
    const family = 'Our team \u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(errorsFor({ message: family })).toEqual({});
    expect(errorsFor({ company: family })).toHaveProperty('company');
  });

  it('refuses control characters in single-line fields', () => {
    expect(errorsFor({ name: 'Tab\there' })).toHaveProperty('name');
    expect(errorsFor({ company: 'Esc\u001b[31m' })).toHaveProperty('company');
  });

  it('gives each field one message, the first thing wrong with it, in the words the form shows', () => {
    const result = checkInquiry({ source: 'home-page', name: '   ', email: 'x'.repeat(255), company: 'a\nb', phone: 'call me', message: 7 });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: 'Please enter your full name.',
        email: 'Email Address must be at most 254 characters.',
        company: 'Company Name must be a single line without line breaks.',
        phone: 'Please enter a valid phone number: digits, spaces and + ( ) - . only, optionally with an extension.',
        message: 'Project Details must be text.',
      },
    });
  });

  it('counts length in characters after trimming', () => {
    expect(errorsFor({ name: `  ${'n'.repeat(100)}  ` })).toEqual({});
    expect(errorsFor({ name: '😀'.repeat(100) })).toEqual({});
    expect(errorsFor({ name: '😀'.repeat(101) })).toHaveProperty('name');
  });

  it('treats a non-object as all fields missing', () => {
    for (const input of [null, 'text', 3, ['a']]) {
      const result = checkInquiry(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.fields)).toHaveLength(6);
    }
  });

  it('does not read inherited properties', () => {
    const input = Object.create({ ...valid }) as Record<string, unknown>;
    const result = checkInquiry(input);
    expect(result.ok).toBe(false);
  });
});

describe('checkSubmission', () => {
  const id = '6F0C3A52-5D0E-4A53-9A43-5B1F2D7E0C11';

  it('returns the inquiry, the plan deduplicated and lower-cased, and the key', () => {
    const key = 'A1B2C3D4-0000-4000-8000-000000000001';
    const result = checkSubmission({ ...valid, location_ids: [id, id.toLowerCase()], idempotency_key: key });
    expect(result).toEqual({
      ok: true,
      value: {
        inquiry: valid,
        locationIds: [id.toLowerCase()],
        idempotencyKey: key.toLowerCase(),
        booking: null,
        artworkPath: null,
        newsletter: false,
        correctionToken: null,
        termsVersion: null,
      },
    });
  });

  it('takes a missing or null plan and key as none', () => {
    expect(checkSubmission({ ...valid, location_ids: null })).toEqual({
      ok: true,
      value: {
        inquiry: valid,
        locationIds: [],
        idempotencyKey: null,
        booking: null,
        artworkPath: null,
        newsletter: false,
        correctionToken: null,
        termsVersion: null,
      },
    });
  });

  it('takes booking dates and an artwork path the artwork function issued', () => {
    const artwork = 'requests/2026-11/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect(checkSubmission({ ...valid, location_ids: [id], booking: { starts_on: '2027-01-04', cycles: 3 }, artwork_path: artwork })).toEqual({
      ok: true,
      value: {
        inquiry: valid,
        locationIds: [id.toLowerCase()],
        idempotencyKey: null,
        booking: { startsOn: '2027-01-04', cycles: 3 },
        artworkPath: artwork,
        newsletter: false,
        correctionToken: null,
        termsVersion: null,
      },
    });
  });

  it('takes the terms version sent with dates, and drops the terms of an inquiry without dates', () => {
    const request = { ...valid, location_ids: [id], booking: { starts_on: '2027-01-04', cycles: 3 } };
    expect(checkSubmission({ ...request, terms_version: CAMPAIGN_TERMS.version })).toMatchObject({ ok: true, value: { termsVersion: CAMPAIGN_TERMS.version } });
    expect(checkSubmission({ ...request, terms_version: 7 })).toEqual({ ok: false, fields: { terms_version: INQUIRY_MESSAGES.termsVersion } });
    expect(checkSubmission(request)).toMatchObject({ ok: true, value: { termsVersion: null } });
    expect(checkSubmission({ ...valid, location_ids: [id], terms_version: CAMPAIGN_TERMS.version })).toMatchObject({ ok: true, value: { termsVersion: null } });
  });

  it('the contact function accepts no terms, or the current version only', () => {
    expect(isCurrentTermsVersion(null)).toBe(true);
    expect(isCurrentTermsVersion(CAMPAIGN_TERMS.version)).toBe(true);
    expect(isCurrentTermsVersion('2001-01-01')).toBe(false);
  });

  it.each([
    [{ starts_on: '2027-02-30', cycles: 1 }],
    [{ starts_on: 'next monday', cycles: 1 }],
    [{ starts_on: '2027-01-04', cycles: 14 }],
    [{ starts_on: '2027-01-04', cycles: 1.5 }],
    ['2027-01-04'],
  ])('refuses the booking dates %j', (booking) => {
    expect(checkSubmission({ ...valid, location_ids: [id], booking })).toEqual({
      ok: false,
      fields: { booking: 'Booking dates must be a cycle start (YYYY-MM-DD) and 1 to 13 cycles.' },
    });
  });

  it('refuses dates without boards, and an artwork path it did not issue', () => {
    expect(checkSubmission({ ...valid, booking: { starts_on: '2027-01-04', cycles: 1 } })).toEqual({
      ok: false,
      fields: { booking: 'Booking dates need at least one billboard location in the plan.' },
    });
    expect(checkSubmission({ ...valid, artwork_path: '../../blog-images/x.png' })).toEqual({
      ok: false,
      fields: { artwork_path: 'The artwork reference is not one this site issued. Please upload the artwork again.' },
    });
  });

  it.each([[['not-a-uuid']], ['one'], [[1]]])('refuses the plan %j', (location_ids) => {
    expect(checkSubmission({ ...valid, location_ids })).toEqual({
      ok: false,
      fields: { location_ids: 'Location ids must be a list of billboard location ids.' },
    });
  });

  it('refuses a plan of more than 50 boards', () => {
    const ids = Array.from({ length: 51 }, (_, i) => `6f0c3a52-5d0e-4a53-9a43-${String(i).padStart(12, '0')}`);
    expect(checkSubmission({ ...valid, location_ids: ids })).toEqual({
      ok: false,
      fields: { location_ids: 'A plan may name at most 50 billboard locations.' },
    });
  });

  it("refuses a key that is not a UUID, alongside the inquiry's own errors", () => {
    expect(checkSubmission({ ...valid, name: '', idempotency_key: 42 })).toEqual({
      ok: false,
      fields: { name: 'Please enter your full name.', idempotency_key: 'The idempotency key must be a UUID.' },
    });
  });
});

describe('leadSourceLabel', () => {
  it.each([
    ['home-page', 'Home page'],
    ['contact-page', 'Contact page'],
    ['billboard-costs', 'Billboard costs page'],
    ['campaign-plan', 'Campaign plan on the billboard map'],
    [industrySource('real-estate'), 'Industry page (real estate)'],
    ['something-else', 'something-else'],
  ])('%s reads as %s', (source, label) => {
    expect(leadSourceLabel(source)).toBe(label);
  });
});

describe('isHoneypotFilled', () => {
  it.each([[{}], [{ website: '' }], [{ website: '   ' }], [{ website: null }]])('is false for %j', (input) => {
    expect(isHoneypotFilled(input)).toBe(false);
  });

  it.each([[{ website: 'http://spam.example' }], [{ website: 1 }], [{ website: ['x'] }], [{ website: false }]])('is true for %j', (input) => {
    expect(isHoneypotFilled(input)).toBe(true);
  });

  describe('the newsletter box', () => {
    const body = { name: 'Jane Doe', email: 'jane@example.com', company: 'Doe Realty', phone: '519-555-0100', message: 'Hi', source: 'contact-page' };

    it('is a yes only when the body says true; absent or null is no', () => {
      expect(checkSubmission({ ...body, newsletter: true })).toMatchObject({ ok: true, value: { newsletter: true } });
      expect(checkSubmission({ ...body, newsletter: false })).toMatchObject({ ok: true, value: { newsletter: false } });
      expect(checkSubmission(body)).toMatchObject({ ok: true, value: { newsletter: false } });
      expect(checkSubmission({ ...body, newsletter: null })).toMatchObject({ ok: true, value: { newsletter: false } });
    });

    it('refuses anything but a boolean', () => {
      expect(checkSubmission({ ...body, newsletter: 'yes' })).toEqual({ ok: false, fields: { newsletter: 'The newsletter choice must be yes or no.' } });
    });
  });
});

describe('the correction token of a request', () => {
  const body = { name: 'Ann', email: 'ann@example.com', company: 'Ann Co', phone: '519-555-0100', message: 'Hello.', source: 'contact-page' };
  it('is kept when it has the shape the function issues, and ignored otherwise', () => {
    const token = 'a'.repeat(64);
    expect(checkSubmission({ ...body, correction_token: token })).toMatchObject({ ok: true, value: { correctionToken: token } });
    for (const other of ['A'.repeat(64), 'a'.repeat(63), 42, null]) {
      expect(checkSubmission({ ...body, correction_token: other })).toMatchObject({ ok: true, value: { correctionToken: null } });
    }
  });
});
