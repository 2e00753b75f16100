import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top when the pathname changes (a new page, or a new blog slug).
 * A change of hash only is left to the browser; a new page with a hash scrolls to its target.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      // Guarded: jsdom (tests) has no scrollIntoView.
      if (typeof target.scrollIntoView === 'function') target.scrollIntoView();
      return;
    }
    // 'instant': index.css sets smooth scrolling, which would animate a page change.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return null;
}
