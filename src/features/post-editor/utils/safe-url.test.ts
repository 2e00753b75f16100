import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeLinkUrl } from './safe-url';

describe('isSafeLinkUrl', () => {
  it('allows http, https, mailto, tel and relative links', () => {
    for (const url of ['https://example.com', 'http://a.ca/x', 'mailto:info@example.com', 'tel:+18005551234', '/contact-us', '#top', 'page.html']) {
      expect(isSafeLinkUrl(url), url).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative URLs, control characters and empty input', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', 'java\tscript:x', '', '   ']) {
      expect(isSafeLinkUrl(url), url).toBe(false);
    }
  });
});

describe('isSafeImageUrl', () => {
  it('allows http(s) and site paths only', () => {
    expect(isSafeImageUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageUrl('/images/a.png')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml,<svg/>')).toBe(false);
    expect(isSafeImageUrl('//evil.example/a.png')).toBe(false);
  });
});
