import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { sanitizeHtml } from '@/lib/sanitize';

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
  return <div className={cn(className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
