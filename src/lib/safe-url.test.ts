import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrl } from './safe-url';

describe('isSafeUrl', () => {
  it('allows http, https, mailto, tel and relative links', () => {
    for (const url of ['https://example.com', 'http://a.ca/x', 'mailto:info@example.com', 'tel:+18005551234', '/contact-us', '#top', 'page.html']) {
      expect(isSafeUrl(url, 'link'), url).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative URLs, hidden control characters and empty input', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'java\tscript:x',
      ' \u0001javascript:x',
      '',
      '   ',
    ]) {
      expect(isSafeUrl(url, 'link'), JSON.stringify(url)).toBe(false);
    }
  });

  it('allows only http(s) and relative URLs for images', () => {
    expect(isSafeUrl('https://cdn.example.com/a.png', 'image')).toBe(true);
    expect(isSafeUrl('/images/a.png', 'image')).toBe(true);
    expect(isSafeUrl('mailto:a@b.ca', 'image')).toBe(false);
    expect(isSafeUrl('data:image/svg+xml,<svg/>', 'image')).toBe(false);
    expect(isSafeUrl('//evil.example/a.png', 'image')).toBe(false);
  });
});

describe('safeUrl', () => {
  it('returns the trimmed URL when safe and null otherwise', () => {
    expect(safeUrl(' /sales-sheets/a.pdf ')).toBe('/sales-sheets/a.pdf');
    expect(safeUrl('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
