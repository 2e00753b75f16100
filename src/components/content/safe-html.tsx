import { useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from '@/lib/sanitize';
import { useImageFallbacks } from './use-image-fallbacks';

export interface SafeHtmlProps {
  /** Untrusted HTML (post content from the database or the editor). */
  html: string | null | undefined;
  className?: string;
}

/**
 * The one place post HTML reaches the DOM. It always goes through the
 * allowlist in lib/sanitize.ts; never render post content any other way.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useRef<HTMLDivElement>(null);
  useImageFallbacks(ref, clean);
  return <div ref={ref} className={cn(className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
