import { useEffect, useState } from 'react';

/** Marks a page's own calls to action (the hero's buttons, a closing banner's): the phone's action bar steps aside while one is on screen. */
export const CALL_TO_ACTION_ATTRIBUTE = 'data-call-to-action';

/**
 * True while one of the page's marked calls to action is on screen: the
 * fixed bar would cover it, and it offers what the bar does. Looked for again
 * on every new page (`key`).
 */
export function useCallToActionInView(key: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    setInView(false);
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = document.querySelectorAll(`[${CALL_TO_ACTION_ATTRIBUTE}]`);
    if (targets.length === 0) return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    targets.forEach((target) => observer.observe(target));
    return () => observer.disconnect();
  }, [key]);
  return inView;
}
