import { safeUrl } from './safe-url';

describe('safeUrl', () => {
  it('keeps site-relative paths and http(s) URLs', () => {
    expect(safeUrl('/sales-sheets/a.pdf')).toBe('/sales-sheets/a.pdf');
    expect(safeUrl('https://cdn.example.com/a.pdf')).toBe('https://cdn.example.com/a.pdf');
    expect(safeUrl('http://example.com/a.jpg')).toBe('http://example.com/a.jpg');
  });

  it('drops script, data and protocol-relative URLs and empty values', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeUrl('//evil.example/x.pdf')).toBeNull();
    expect(safeUrl('/\\evil.example/x.pdf')).toBeNull();
    expect(safeUrl('relative/path.pdf')).toBeNull();
    expect(safeUrl('')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
