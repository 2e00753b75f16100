import { Mail, Phone } from 'lucide-react';
import { mailtoHref, site, telHref } from '@/config/site';
import { Container } from '@/components/ui/container';

export const topBarTexts = {
  cta: 'CONTACT US TODAY!',
  email: 'EMAIL US',
} as const;

/** The orange strip above the header; desktop only: small screens do not show it. */
export function TopBar() {
  return (
    // Ink text on the orange: white would fail WCAG contrast at this size.
    <div className="hidden bg-topbar text-ink lg:block">
      <Container className="flex items-center justify-end gap-6 py-2 text-sm font-semibold">
        <p>{topBarTexts.cta}</p>
        <a href={telHref} className="inline-flex items-center gap-2 hover:underline">
          <Phone aria-hidden="true" className="h-4 w-4" />
          {site.phoneDisplay}
        </a>
        <a href={mailtoHref} className="inline-flex items-center gap-2 hover:underline">
          <Mail aria-hidden="true" className="h-4 w-4" />
          {topBarTexts.email}
        </a>
      </Container>
    </div>
  );
}
