// A prerendered page paints before the app runs (src/main.tsx), so a visitor
// can press a button (a menu section, an accordion) before it has a handler.
// React replays nothing that happened before its root existed: such a press
// would be lost. This records those presses and plays them back once the root
// has committed, where React hydrates the part a press lands on at once. Links
// need nothing: they work as plain HTML, and neither does a button that opens a
// popover (the phone menu), which the browser opens itself.
//
// Each recorded press is held back from the page until the playback: every
// press is handled exactly once, in the order it was made (a menu toggled twice
// would close).

/** Keys a control handles itself (a menu button opens on the arrows, closes on Escape). */
const replayedKeys = new Set(['ArrowDown', 'ArrowUp', 'Escape']);

type Early = { kind: 'click'; target: HTMLElement; detail: number } | { kind: 'keydown'; target: HTMLElement; key: string };

export interface EarlyInput {
  /** Stops recording and plays what was recorded on the same (now hydrated) elements. */
  replay(): void;
}

export function captureEarlyInput(doc: Document = document): EarlyInput {
  const recorded: Early[] = [];
  // Where the browser has no Popover API, the app opens such a popover: its presses are kept too.
  const browserOpens = (target: Element) => target.hasAttribute('popovertarget') && 'popover' in (doc.defaultView ?? window).HTMLElement.prototype;

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest?.('button');
    if (!(target instanceof HTMLElement) || target.closest('a') || browserOpens(target)) return;
    // Held back from the button (and from submitting its form) until the playback.
    event.preventDefault();
    event.stopImmediatePropagation();
    recorded.push({ kind: 'click', target, detail: event.detail });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (!replayedKeys.has(event.key) || !(target instanceof HTMLElement) || !target.matches('[aria-haspopup], [aria-expanded]') || browserOpens(target)) return;
    // The page would scroll on an arrow key the control will take over.
    event.preventDefault();
    event.stopImmediatePropagation();
    recorded.push({ kind: 'keydown', target, key: event.key });
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);

  return {
    replay() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      for (const input of recorded.splice(0)) {
        // Hydration keeps the prerendered nodes; one that was replaced has no handler to reach.
        if (!input.target.isConnected) continue;
        const event =
          input.kind === 'click'
            ? new MouseEvent('click', { bubbles: true, cancelable: true, detail: input.detail })
            : new KeyboardEvent('keydown', { bubbles: true, cancelable: true, key: input.key });
        input.target.dispatchEvent(event);
      }
    },
  };
}
