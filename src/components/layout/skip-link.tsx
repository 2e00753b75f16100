import type { MouseEvent } from 'react';

export const skipLinkText = 'Skip to main content';

/** First focusable element; pages render <main id="main">. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Move focus, not only the scroll position, so the next Tab starts inside the page.
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    // focus() also scrolls the page to it.
    main.focus();
  };
  return (
    <a
      href="#main"
      onClick={onClick}
      className="sr-only rounded-md bg-brand px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100]"
    >
      {skipLinkText}
    </a>
  );
}
