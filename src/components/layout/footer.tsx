import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { mailtoHref, site, telHref } from '@/config/site';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { footerQuickLinks } from './nav-items';
import { SocialIcon } from './social-icon';

export const footerTexts = {
  quickLinks: 'Quick Links',
  contact: 'Contact Us',
  follow: 'Follow Us',
  newTab: '(opens in a new tab)',
  rights: 'All rights reserved.',
} as const;

const headingClass = 'mb-4 text-sm font-bold uppercase tracking-wider text-brand';
const linkClass = 'text-gray-200 hover:text-brand hover:underline';

export function Footer() {
  const { address } = site;
  return (
    <footer className="surface-dark bg-ink text-gray-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">{site.description}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {footerTexts.quickLinks}
          </h2>
          <ul className="space-y-2">
            {footerQuickLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>{footerTexts.contact}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <a href={telHref} className={linkClass}>
                {site.phoneDisplay}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <a href={mailtoHref} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <span>
                {address.streetAddress}
                <br />
                {address.locality}, {address.region} {address.postalCode}
              </span>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <span>
                {site.hours.display}
                <br />
                {site.responsePromise}
              </span>
            </p>
          </address>
        </div>

        <div>
          <h2 className={headingClass}>{footerTexts.follow}</h2>
          <ul className="flex flex-wrap gap-3">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-gray-800 text-white hover:bg-brand hover:text-ink"
                >
                  <SocialIcon name={s.name} className="h-5 w-5" />
                  <span className="sr-only">
                    {s.name} {footerTexts.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>

      <div className="border-t border-gray-800">
        <Container className="py-6 text-center text-sm">
          <p>
            © {site.copyrightYear} {site.name}. {footerTexts.rights}
          </p>
        </Container>
      </div>
    </footer>
  );
}
