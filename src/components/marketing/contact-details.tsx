import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref, site, telHref } from '@/config/site';

export interface ContactDetailsProps {
  className?: string;
}

/** Phone, e-mail, address and hours, all from site.ts. */
export function ContactDetails({ className }: ContactDetailsProps) {
  const { address } = site;
  return (
    <ul className={className ?? 'space-y-5'}>
      <li className="flex gap-4">
        <Phone aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">Call us toll-free</p>
          <a href={telHref} className="text-lg underline-offset-4 hover:underline">
            {site.phoneDisplay}
          </a>
        </div>
      </li>
      <li className="flex gap-4">
        <Mail aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">E-mail</p>
          {/* On a narrow phone the address breaks after the @, not in the middle of a word:
              each part keeps together, and only the point between them may break. */}
          <a href={mailtoHref} aria-label={site.email} className="[overflow-wrap:anywhere] underline-offset-4 hover:underline">
            <span className="whitespace-nowrap">{site.email.split('@')[0]}@</span>
            <span className="whitespace-nowrap">{site.email.split('@')[1]}</span>
          </a>
        </div>
      </li>
      <li className="flex gap-4">
        <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">Office hours</p>
          <p>{site.hours.display}</p>
          <p>{site.responsePromise}</p>
        </div>
      </li>
      <li className="flex gap-4">
        <MapPin aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">Office</p>
          <address className="not-italic">
            {address.streetAddress}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </address>
        </div>
      </li>
    </ul>
  );
}
