// @vitest-environment jsdom
import { site } from '@/config/site';
import { isSafeUrl } from './safe-url';
import { sanitizeHtml, sanitizeStyle } from './sanitize';

function parse(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

function allAttributes(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('*')).flatMap((el) => Array.from(el.attributes).map((a) => a.name));
}

describe('sanitizeHtml: hostile input', () => {
  it('removes scripts and their content', () => {
    const out = sanitizeHtml('<p>hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>hi</p>');
  });

  it('removes event handler attributes', () => {
    const root = parse('<img src="/x.png" onerror="alert(1)"><p onclick="alert(2)" onmouseover="x()">t</p>');
    expect(allAttributes(root).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(root.querySelector('img')).toHaveAttribute('src', '/x.png');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
  ])('drops the link target %s', (href) => {
    const root = parse(`<a href="${href}">click</a>`);
    const a = root.querySelector('a');
    expect(a).not.toBeNull();
    expect(a).not.toHaveAttribute('href');
    expect(a).toHaveTextContent('click');
  });

  it('drops data: and javascript: image sources', () => {
    const root = parse('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="a"><img src="javascript:alert(1)" alt="b">');
    root.querySelectorAll('img').forEach((img) => expect(img).not.toHaveAttribute('src'));
  });

  it('removes forms, inputs, iframes, svg, math, style and object', () => {
    const root = parse(
      '<form action="https://evil.example"><input name="password"><button>Go</button></form>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>' +
        '<math><mtext>x</mtext></math><style>body{display:none}</style><object data="x"></object>',
    );
    for (const tag of ['form', 'input', 'button', 'iframe', 'svg', 'math', 'style', 'object', 'script']) {
      expect(root.querySelector(tag), tag).toBeNull();
    }
  });

  it('keeps only safe style properties', () => {
    const root = parse(
      '<p style="position: fixed; top: 0; color: red; background-image: url(https://evil.example/t.gif)">a</p>' +
        '<span style="color: expression(alert(1))">b</span>' +
        '<span style="background-color: url(javascript:alert(1))">c</span>',
    );
    const [p, span1, span2] = Array.from(root.querySelectorAll('p, span'));
    expect(p.getAttribute('style')).toBe('color: red');
    expect(span1).not.toHaveAttribute('style');
    expect(span2).not.toHaveAttribute('style');
  });

  it('strips id, name, class and arbitrary data attributes (DOM clobbering)', () => {
    const root = parse('<p id="x" class="c" data-evil="1"><a name="cookie" href="/a">a</a></p>');
    expect(allAttributes(root).sort()).toEqual(['href']);
  });

  it('drops unknown target values', () => {
    const root = parse('<a href="/a" target="_top">a</a>');
    expect(root.querySelector('a')).not.toHaveAttribute('target');
  });
});

describe('sanitizeHtml: editor output survives', () => {
  it('keeps headings, alignment and inline marks', () => {
    const html =
      '<h1>One</h1><h2 style="text-align: center">Two</h2><h3>Three</h3>' +
      '<p style="text-align: right"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><ul><li><p>a</p></li></ul><ol start="2"><li><p>b</p></li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps a highlight mark and a coloured span', () => {
    const html = '<p><mark data-color="#ffc078" style="background-color: #ffc078; color: inherit">hi</mark>' + '<span style="color: #000000">black</span></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps tables with colspan, rowspan and colwidth', () => {
    const html =
      '<table style="width: 100%"><colgroup><col style="width: 150px"><col></colgroup><tbody>' +
      '<tr><th colspan="2" rowspan="1"><p>Head</p></th></tr>' +
      '<tr><td colspan="1" rowspan="2" colwidth="150"><p>A</p></td><td colspan="1" rowspan="1"><p>B</p></td></tr>' +
      '</tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images with width and adds lazy loading', () => {
    const root = parse('<img src="https://cdn.example/a.png" alt="Board" width="400" style="width: 400px; float: left">');
    const img = root.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(img).toHaveAttribute('alt', 'Board');
    expect(img).toHaveAttribute('width', '400');
    expect(img.getAttribute('style')).toBe('width: 400px');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('keeps safe links and marks outside ones rel noopener noreferrer nofollow', () => {
    const root = parse(
      '<a href="https://example.com" target="_blank">ext</a><a href="/billboards">int</a>' +
        '<a href="mailto:info@example.com">m</a><a href="tel:+18005550199">t</a><a href="#top">h</a>',
    );
    const [ext, int, mail, tel, hash] = Array.from(root.querySelectorAll('a'));
    expect(ext).toHaveAttribute('href', 'https://example.com');
    expect(ext).toHaveAttribute('target', '_blank');
    expect(ext).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(int).toHaveAttribute('href', '/billboards');
    expect(int).not.toHaveAttribute('rel');
    expect(mail).toHaveAttribute('href', 'mailto:info@example.com');
    expect(tel).toHaveAttribute('href', 'tel:+18005550199');
    expect(hash).toHaveAttribute('href', '#top');
  });

  it('treats a full link to the site itself as its own page: no nofollow, whatever the stored HTML says', () => {
    const root = parse(`<a href="${site.url}/faq" rel="noopener noreferrer nofollow">faq</a>`);
    expect(root.querySelector('a')).not.toHaveAttribute('rel');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('allows mailto and tel only for links', () => {
    expect(isSafeUrl('mailto:a@b.ca', 'link')).toBe(true);
    expect(isSafeUrl('mailto:a@b.ca', 'image')).toBe(false);
    expect(isSafeUrl('images/a.png', 'image')).toBe(true);
    expect(isSafeUrl('', 'link')).toBe(false);
  });
});

describe('sanitizeStyle', () => {
  it('allows only width on images', () => {
    expect(sanitizeStyle('width: 50%; color: red', 'IMG')).toBe('width: 50%');
  });

  it('refuses escapes and comments', () => {
    expect(sanitizeStyle('color: re\\64', 'span')).toBe('');
    expect(sanitizeStyle('color: red/**/', 'span')).toBe('');
  });
});
