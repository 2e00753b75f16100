import { prerenderedValue } from './prerendered-value';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prerenderedValue', () => {
  it('reads what was typed into a prerendered input or textarea', () => {
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><div id="c"></div>';
    (document.getElementById('a') as HTMLInputElement).value = 'Jane';
    (document.getElementById('b') as HTMLTextAreaElement).value = 'Two boards';
    expect(prerenderedValue('a')).toBe('Jane');
    expect(prerenderedValue('b')).toBe('Two boards');
  });

  it('is empty for an element that is not a text field, or none', () => {
    document.body.innerHTML = '<div id="c">text</div>';
    expect(prerenderedValue('c')).toBe('');
    expect(prerenderedValue('missing')).toBe('');
  });
});
