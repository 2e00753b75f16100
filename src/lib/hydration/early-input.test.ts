// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyInput } from './early-input';

function setUp(html: string) {
  document.body.innerHTML = html;
  return captureEarlyInput(document);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captureEarlyInput', () => {
  it('plays a press on a button back once the app has attached its handler, with the same detail', () => {
    const input = setUp('<nav><button type="button" aria-haspopup="menu">BILLBOARDS</button></nav>');
    const button = document.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));

    const onClick = vi.fn((event: MouseEvent) => event.detail);
    button.addEventListener('click', onClick);
    expect(onClick).not.toHaveBeenCalled();
    input.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.results[0]!.value).toBe(0);
  });

  it('holds a press back from a button that is already live, so it is handled once, at the playback', () => {
    const input = setUp('<button type="button" aria-expanded="false">Open menu</button>');
    const button = document.querySelector('button')!;
    const handled: string[] = [];
    button.addEventListener('click', () => handled.push('click'));
    button.addEventListener('keydown', (event) => handled.push(event.key));

    const press = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button.dispatchEvent(press);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    // Held back: the press must not also submit a form or follow a default action.
    expect(press.defaultPrevented).toBe(true);
    expect(handled).toEqual([]);

    input.replay();
    expect(handled).toEqual(['click', 'Escape']);
  });

  it('keeps a press on something inside a button, and plays it on the button', () => {
    const input = setUp('<button type="button"><svg></svg><span>Menu</span></button>');
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    input.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('plays back menu keys on a menu button and stops the page from scrolling on them', () => {
    const input = setUp('<button type="button" aria-haspopup="menu">SUPPORT</button>');
    const button = document.querySelector('button')!;
    const early = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const keys: string[] = [];
    button.addEventListener('keydown', (event) => keys.push(event.key));
    input.replay();
    expect(keys).toEqual(['ArrowDown']);
  });

  it('leaves alone keys the page handles itself and keys on other elements', () => {
    const input = setUp('<button type="button" aria-haspopup="menu">SUPPORT</button><input aria-label="Name">');
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tab);
    const arrowInField = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    document.querySelector('input')!.dispatchEvent(arrowInField);
    expect(tab.defaultPrevented).toBe(false);
    expect(arrowInField.defaultPrevented).toBe(false);

    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(event.key));
    input.replay();
    expect(keys).toEqual([]);
  });

  it('does not record presses on links, which work as plain HTML', () => {
    const input = setUp('<a href="#faq"><button type="button">Go</button></a><a href="#x">Link</a>');
    document.querySelector('a[href="#x"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const clicks = vi.fn();
    document.addEventListener('click', clicks);
    input.replay();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('lets a press on a popover button through to the browser, which opens the popover itself', () => {
    // jsdom has no Popover API; the browsers the site serves do.
    Object.defineProperty(HTMLElement.prototype, 'popover', { configurable: true, value: null });
    try {
      const input = setUp('<button type="button" popovertarget="menu">Open menu</button><nav id="menu" popover="auto"></nav>');
      const press = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
      const onClick = vi.fn();
      document.querySelector('button')!.addEventListener('click', onClick);
      document.querySelector('button')!.dispatchEvent(press);
      expect(press.defaultPrevented).toBe(false);
      expect(onClick).toHaveBeenCalledTimes(1);
      input.replay();
      expect(onClick).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
  });

  it('keeps a press on a popover button where the browser cannot open popovers', () => {
    const input = setUp('<button type="button" popovertarget="menu">Open menu</button><nav id="menu" popover="auto"></nav>');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    document.querySelector('button')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    input.replay();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('skips a recorded element that is no longer in the page and records nothing after replaying', () => {
    const input = setUp('<button type="button" id="gone">A</button><button type="button" id="kept">B</button>');
    const gone = document.getElementById('gone')!;
    const kept = document.getElementById('kept')!;
    gone.click();
    gone.remove();
    const onGone = vi.fn();
    gone.addEventListener('click', onGone);
    input.replay();
    expect(onGone).not.toHaveBeenCalled();

    kept.click();
    const onKept = vi.fn();
    kept.addEventListener('click', onKept);
    input.replay();
    expect(onKept).not.toHaveBeenCalled();
  });
});
