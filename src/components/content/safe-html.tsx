import { use, useDeferredValue, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { useImageFallbacks } from './use-image-fallbacks';

export interface SafeHtmlProps {
  /** Untrusted HTML (post content from the database or the editor). */
  html: string | null | undefined;
  className?: string;
}

type Sanitizer = typeof import('@/lib/sanitize');
let sanitizer: Promise<Sanitizer> | undefined;
// One promise for the whole app, so React's use() sees it settle once.
const loadSanitizer = () => (sanitizer ??= import('@/lib/sanitize'));

const subscribeToNothing = () => () => {};

/**
 * True while React renders on the server or hydrates the markup rendered
 * there, false in a render of the browser's own: React answers it with the
 * server snapshot exactly then.
 */
const useIsServerMarkup = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/**
 * The one place post HTML reaches the DOM. It always goes through the
 * allowlist in lib/sanitize.ts; never render post content any other way.
 *
 * A prerendered post already holds this very HTML, sanitised by the build
 * with the same allowlist, so hydrating it needs no sanitiser: the browser
 * loads DOMPurify only for content the page did not arrive with (another
 * post, or a post changed since the build), and meanwhile keeps what it shows.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const content = useDeferredValue(html ?? '');
  const inBrowser = typeof document !== 'undefined';
  const serverMarkup = useIsServerMarkup();
  // What the prerendered markup was made from: the content this component hydrated with.
  const [hydratedFrom] = useState(() => (inBrowser && serverMarkup ? content : null));
  const prerendered = content === hydratedFrom;
  const purifier = prerendered ? null : use(loadSanitizer());
  // Hydration leaves the server's markup in place whatever this says, and while the content
  // stays the same the value never changes, so React never writes it.
  const clean = useMemo(() => (purifier ? purifier.sanitizeHtml(content) : ''), [purifier, content]);
  const ref = useRef<HTMLDivElement>(null);
  useImageFallbacks(ref, content);
  return <div ref={ref} className={cn(className)} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
