import { describe, expect, it } from 'vitest';
import { company } from './company.ts';
import { buildCorrectionNote, buildNotificationEmail, escapeHtml, singleLine } from './lead-notification-email.ts';
import type { ContactInquiry } from './contact-inquiry-schema.ts';

const inquiry: ContactInquiry = {
  name: 'Mallory "The Tester" O\'Hara',
  email: 'mallory@example.com',
  company: 'Evil & Sons <Ltd>',
  phone: '519-555-0100',
  message: '<script>alert("pwned")</script>\nSecond line <img src=x onerror=alert(1)>',
  source: 'billboard-costs',
};

const options = { to: 'sales@example.ca', receivedAt: new Date('2026-03-02T15:04:00Z'), siteUrl: 'https://www.example.ca' };
const CAMPAIGN = { id: '7d0c3a52-0000-4000-8000-000000000009', reference: 'C-7K3Q9X' };

describe('buildNotificationEmail', () => {
  const email = buildNotificationEmail(inquiry, options);

  it('escapes every user value in the HTML', () => {
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<Ltd>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(email.html).toContain('Evil &amp; Sons &lt;Ltd&gt;');
    expect(email.html).toContain('Mallory &quot;The Tester&quot; O&#39;Hara');
  });

  it('keeps the message line breaks as <br> after escaping', () => {
    expect(email.html).toContain('&lt;/script&gt;<br>\nSecond line &lt;img src=x onerror=alert(1)&gt;');
  });

  it('addresses the company and sets Reply-To to the visitor', () => {
    expect(email.to).toBe('sales@example.ca');
    expect(email.replyTo).toBe('mallory@example.com');
    expect(email.html).toContain('href="mailto:mallory@example.com"');
  });

  it('has a one-line subject naming the sender', () => {
    expect(email.subject).toBe('New website inquiry from Mallory "The Tester" O\'Hara (Evil & Sons <Ltd>)');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('forces the subject onto one line even if a line break got through', () => {
    const sneaky = buildNotificationEmail({ ...inquiry, name: 'A\r\nBcc: victim@example.com', company: 'B\u2028C' }, options);
    expect(sneaky.subject).toBe('New website inquiry from A Bcc: victim@example.com (B C)');
  });

  it('caps the subject length', () => {
    const long = buildNotificationEmail({ ...inquiry, name: 'n'.repeat(100), company: 'c'.repeat(150) }, options);
    expect(Array.from(long.subject).length).toBeLessThanOrEqual(150);
    expect(long.subject.endsWith('…')).toBe(true);
  });

  it('has a plain-text part with the raw values and the source', () => {
    expect(email.text).toContain('Company Name: Evil & Sons <Ltd>');
    expect(email.text).toContain('Sent from: Billboard costs page');
    expect(email.text).toContain('<script>alert("pwned")</script>\nSecond line');
    expect(email.text).toMatch(/Received: March 2, 2026.*10:04.*\(Toronto time\)/);
  });

  it('names an industry page by its industry', () => {
    const fromIndustry = buildNotificationEmail({ ...inquiry, source: 'industry-page:real-estate' }, options);
    expect(fromIndustry.text).toContain('Sent from: Industry page (real estate)');
    expect(fromIndustry.html).toContain('Industry page (real estate)');
  });

  it('encodes characters in the mailto link that could add recipients or headers', () => {
    const odd = buildNotificationEmail({ ...inquiry, email: 'a?cc=b&x@example.com' }, options);
    expect(odd.html).toContain('href="mailto:a%3Fcc%3Db%26x@example.com"');
  });
});

describe('buildNotificationEmail of a request with dates', () => {
  const LOCAL_SITE = 'http://127.0.0.1:5173';
  const request = buildNotificationEmail(inquiry, {
    ...options,
    siteUrl: `${LOCAL_SITE}/`,
    campaign: CAMPAIGN,
    planLocations: ['Dundas St Downtown'],
    requested: { startsOn: '2026-12-07', cycles: 2 },
    hasArtwork: true,
  });

  it('names the request by the reference the prospect was given, and only by it', () => {
    expect(request.text).toContain('Reference: C-7K3Q9X');
    expect(request.html).toContain('>Reference</th><td style="');
    expect(request.html).toContain('>C-7K3Q9X</td>');
    expect(request.text.match(/Reference: .*/g)).toEqual(['Reference: C-7K3Q9X']);
  });

  it('has no reference line for an inquiry without a campaign: the prospect was given none', () => {
    const inquiryOnly = buildNotificationEmail(inquiry, options);
    expect(inquiryOnly.text).not.toContain('Reference');
    expect(inquiryOnly.html).not.toContain('Reference');
  });

  it('links the bookings admin and the campaign page on the configured site, never production from elsewhere', () => {
    const campaignLink = `${LOCAL_SITE}/admin/campaigns/${CAMPAIGN.id}`;
    expect(request.html).toContain(`<a href="${campaignLink}">Open the campaign</a>`);
    expect(request.html).toContain(`<a href="${LOCAL_SITE}/admin/bookings">View the artwork in the bookings admin</a>`);
    expect(request.text).toContain(`Campaign: ${campaignLink}`);
    expect(request.text).toContain(`Artwork: ${LOCAL_SITE}/admin/bookings`);
    expect(request.text).toContain(`Requested dates: Mon Dec 7, 2026 to Sun Jan 31, 2027 (2 cycles); held or not: see ${LOCAL_SITE}/admin/bookings`);
    expect(request.html).not.toContain(company.url);
    expect(request.text).not.toContain(company.url);
  });
});

describe('buildCorrectionNote', () => {
  const note = buildCorrectionNote(
    { ...inquiry, email: 'mallory@example.ca' },
    { to: 'sales@example.ca', siteUrl: 'http://127.0.0.1:5173', previousEmail: 'mallory@exmaple.con', campaign: CAMPAIGN },
  );

  it('tells the staff the old and the new address, and answers go to the new one', () => {
    expect(note.to).toBe('sales@example.ca');
    expect(note.replyTo).toBe('mallory@example.ca');
    expect(note.subject).toBe('Corrected e-mail address: Mallory "The Tester" O\'Hara (Evil & Sons <Ltd>)');
    expect(note.text).toContain('Email Address: mallory@exmaple.con → mallory@example.ca');
    expect(note.html).toContain('mallory@exmaple.con → <a href="mailto:mallory@example.ca">mallory@example.ca</a>');
    expect(note.text).toContain('Reply to this e-mail to answer Mallory "The Tester" O\'Hara at the corrected address.');
  });

  it('names the request by its reference and links its campaign on the configured site', () => {
    expect(note.text).toContain('Reference: C-7K3Q9X');
    expect(note.text).toContain(`Campaign: http://127.0.0.1:5173/admin/campaigns/${CAMPAIGN.id}`);
    expect(note.html).toContain(`<a href="http://127.0.0.1:5173/admin/campaigns/${CAMPAIGN.id}">Open the campaign</a>`);
  });

  it('escapes what the prospect typed, the mistyped address too', () => {
    const odd = buildCorrectionNote(inquiry, { to: 'sales@example.ca', siteUrl: 'https://www.example.ca', previousEmail: '<b>x</b>@example.com' });
    expect(odd.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com → ');
    expect(odd.html).not.toContain('<b>x</b>');
    expect(odd.html).toContain('Evil &amp; Sons &lt;Ltd&gt;');
  });
});

describe('buildNotificationEmail on a phone', () => {
  const campaignLink = `https://www.example.ca/admin/campaigns/${CAMPAIGN.id}`;
  const long = buildNotificationEmail(
    { ...inquiry, email: `${'a'.repeat(60)}@${'very-long-subdomain-'.repeat(3)}example.com` },
    { ...options, campaign: CAMPAIGN, planLocations: ['Dundas St Downtown'], requested: { startsOn: '2026-12-07', cycles: 2 } },
  );

  it('links to the campaign page of the request, in the HTML and the text', () => {
    expect(long.html).toContain(`<a href="${campaignLink}">Open the campaign</a>`);
    expect(long.text).toContain(`Campaign: ${campaignLink}`);
    expect(buildNotificationEmail(inquiry, options).html).not.toContain('Open the campaign');
  });

  it('sets no fixed width wider than a 375 px screen, and the box and table shrink to it', () => {
    const fixedWidths = [...long.html.matchAll(/(?<![-\w])(?:min-)?width\s*:\s*(\d+)px/g)].map((m) => Number(m[1]));
    const widthAttributes = [...long.html.matchAll(/\swidth="(\d+)"/g)].map((m) => Number(m[1]));
    for (const width of [...fixedWidths, ...widthAttributes]) expect(width).toBeLessThanOrEqual(375);
    expect(long.html).toMatch(/<div style="max-width:640px;width:100%;box-sizing:border-box;/);
    expect(long.html).toMatch(/<table [^>]*style="[^"]*width:100%;max-width:100%;table-layout:fixed;/);
    expect(long.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('lets a long address break inside its cell rather than widen the page', () => {
    const cell = /<td style="([^"]*)"><a href="mailto:a{60}@/.exec(long.html);
    expect(cell?.[1]).toContain('overflow-wrap:anywhere;word-break:break-word;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('singleLine', () => {
  it('turns every kind of line break and control character into a single space', () => {
    expect(singleLine(' a\r\n\tb\u0085c\u2029d\u0000e ')).toBe('a b c d e');
  });
});
