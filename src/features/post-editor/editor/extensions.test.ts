// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions, insertDefaultTable } from './extensions';
import { normaliseImageWidth, sliderWidth } from './image-with-width';

let editor: Editor | null = null;

function makeEditor(content = '') {
  editor = new Editor({ extensions: createEditorExtensions(), content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = null;
});

/** The editor keeps an empty paragraph after a trailing table or image so the caret can get there. */
const withoutTrailingParagraph = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/** Saving is getHTML; reloading is setContent of what was saved. */
function roundTrip(html: string): { first: string; second: string } {
  const e = makeEditor(html);
  const first = e.getHTML();
  e.commands.setContent(first);
  return { first: withoutTrailingParagraph(first), second: withoutTrailingParagraph(e.getHTML()) };
}

describe('editor HTML round-trip', () => {
  it('keeps colspan, rowspan and colwidth of table cells', () => {
    const html =
      '<table><tbody>' +
      '<tr><th colspan="2" colwidth="120,80"><p>Head</p></th><th colwidth="100"><p>C</p></th></tr>' +
      '<tr><td rowspan="2" colwidth="120"><p>Tall</p></td><td colwidth="80"><p>b</p></td><td colwidth="100"><p>c</p></td></tr>' +
      '<tr><td colwidth="80"><p>e</p></td><td colwidth="100"><p>f</p></td></tr>' +
      '</tbody></table>';
    const { first, second } = roundTrip(html);
    expect(second).toBe(first);
    expect(first).toContain('colspan="2"');
    expect(first).toContain('rowspan="2"');
    expect(first).toContain('colwidth="120,80"');
    expect(first).toContain('colwidth="100"');
  });

  it('keeps image width as an inline style, and alt', () => {
    const { first, second } = roundTrip('<img src="https://example.com/a.png" alt="A board" style="width: 400px"><img src="/b.png" style="width: 100%">');
    expect(second).toBe(first);
    expect(first).toMatch(/style="width: 400px;?"/);
    expect(first).toContain('alt="A board"');
    expect(first).toMatch(/style="width: 100%;?"/);
  });

  it('keeps alignment, highlight, colour and links', () => {
    const html =
      '<h2 style="text-align: center">Title</h2>' +
      '<p style="text-align: right"><mark data-color="#bbf7d0" style="background-color: #bbf7d0; color: inherit">hi</mark> ' +
      '<span style="color: #dc2626">red</span> <a href="https://example.com">link</a></p>';
    const { first, second } = roundTrip(html);
    expect(second).toBe(first);
    expect(first).toMatch(/<h2 style="text-align: center;?">/);
    expect(first).toMatch(/<p style="text-align: right;?">/);
    expect(first).toMatch(/data-color="#bbf7d0" style="background-color: (#bbf7d0|rgb\(187, 247, 208\))/);
    expect(first).toMatch(/style="color: (#dc2626|rgb\(220, 38, 38\));?"/);
    expect(first).toContain('href="https://example.com"');
  });

  it('drops unsafe link schemes', () => {
    const e = makeEditor('<p><a href="javascript:alert(1)">x</a></p>');
    expect(e.getHTML()).not.toContain('javascript:');
  });
});

describe('insertDefaultTable', () => {
  it('inserts a 3x3 table with a header row whose columns are not fixed, so it spans the content', () => {
    const e = makeEditor('<p></p>');
    insertDefaultTable(e);
    const html = e.getHTML();
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html.match(/<td /g)).toHaveLength(6);
    expect(html).not.toContain('colwidth');
    // A floor only (3 x the 25 px minimum), never a fixed width.
    expect(html).toContain('<table style="min-width: 75px;">');
  });
});

describe('image width helpers', () => {
  it('normalises widths', () => {
    expect(normaliseImageWidth('400')).toBe('400px');
    expect(normaliseImageWidth('250px')).toBe('250px');
    expect(normaliseImageWidth('100%')).toBe('100%');
    expect(normaliseImageWidth('calc(1px)')).toBeNull();
    expect(normaliseImageWidth('')).toBeNull();
  });

  it('puts the slider at the pixel width, or 400 for a percentage or no width', () => {
    expect(sliderWidth('600px')).toBe(600);
    expect(sliderWidth('100%')).toBe(400);
    expect(sliderWidth(null)).toBe(400);
  });
});

describe('link rel', () => {
  it('marks links to other sites nofollow and leaves the site own pages without it, as links are made or changed', () => {
    const e = makeEditor('<p>rates and partner</p>');
    e.chain().setTextSelection({ from: 1, to: 6 }).setLink({ href: '/billboard-costs' }).run();
    e.chain().setTextSelection({ from: 11, to: 18 }).setLink({ href: 'https://example.com' }).run();
    const links = () =>
      Array.from(new DOMParser().parseFromString(e.getHTML(), 'text/html').querySelectorAll('a'), (a) => [a.getAttribute('href'), a.getAttribute('rel')]);
    expect(links()).toEqual([
      ['/billboard-costs', null],
      ['https://example.com', 'noopener noreferrer nofollow'],
    ]);
    // An outside link changed to one of ours loses the nofollow.
    e.chain().setTextSelection({ from: 12, to: 12 }).extendMarkRange('link').setLink({ href: '/faq' }).run();
    expect(links()).toEqual([
      ['/billboard-costs', null],
      ['/faq', null],
    ]);
  });

  it('fixes a stored internal link that still says nofollow once the post is edited', () => {
    const e = makeEditor('<p><a href="/faq" rel="noopener noreferrer nofollow">faq</a></p>');
    e.commands.insertContentAt(1, 'x');
    expect(e.getHTML()).not.toContain('nofollow');
  });
});
