import { Link } from 'react-router-dom';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { privacy, site } from '@/config/site';

export const PRIVACY_TEXT = {
  title: 'Privacy Policy',
  subtitle: `What ${site.name} collects, why, who receives it, how long we keep it, and how to see or delete yours.`,
} as const;

const { retentionMonths, contactEmail, responseDays } = privacy;
const privacyMailto = `mailto:${contactEmail}`;

const sectionClass = 'mx-auto max-w-3xl space-y-4 text-gray-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_li]:ml-6 [&_li]:list-disc';
const linkClass = 'font-medium text-brand-800 underline hover:text-ink';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Privacy Policy | ${site.name}`}
        description={`How ${site.name} collects, uses, shares and keeps personal information, and how to ask for access to yours or its deletion.`}
        path={paths.privacyPolicy}
        keywords={['privacy policy', 'PIPEDA', 'CASL', site.name]}
      />
      <Hero eyebrow="Legal" title={PRIVACY_TEXT.title} subtitle={PRIVACY_TEXT.subtitle} />

      <PageSection aria-label="The policy">
        <div className={sectionClass}>
          <p>
            {site.legalName} (&ldquo;we&rdquo;) follows Canada&rsquo;s Personal Information Protection and Electronic Documents Act (PIPEDA) and its anti-spam
            law (CASL). This policy covers this website and the e-mails it sends.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Inquiries</strong> from the contact forms: your name, company, e-mail address, phone number, your message and the page you wrote from.
            </li>
            <li>
              <strong>Campaign plans and bookings</strong>: the billboards and dates you choose, and what happens to your booking request.
            </li>
            <li>
              <strong>Artwork</strong> you upload with a booking request.
            </li>
            <li>
              <strong>Newsletter addresses</strong>, with a record of your consent: the wording you agreed to, the page, the time, your network (IP) address,
              and when you confirmed.
            </li>
            <li>
              <strong>Server logs</strong>: your network address and the time of each request to our forms, used to stop abuse.
            </li>
          </ul>
          <p>We do not use advertising trackers, and we never sell personal information.</p>

          <h2>Why we collect it</h2>
          <ul>
            <li>To answer your inquiry, prepare a quote and run the campaign you book.</li>
            <li>To send the newsletter you asked for, only after you confirmed your address by the link we e-mailed you.</li>
            <li>To keep the forms from being abused (per-address limits rely on the network address).</li>
          </ul>

          <h2>Who receives it</h2>
          <ul>
            <li>
              <strong>Supabase</strong> hosts our database, file storage and the functions behind the forms.
            </li>
            <li>
              <strong>Our e-mail provider</strong> delivers the messages the site sends to you and to our team.
            </li>
            <li>
              <strong>Google Maps</strong> shows the billboard map: when you open the map, your browser loads it from Google, which receives your network
              address. The list beside the map shows the same locations without Google.
            </li>
          </ul>
          <p>These providers process the information on our behalf only; some of them store it outside Canada.</p>

          <h2>How long we keep it</h2>
          <p>
            Inquiries, campaign plans, bookings and artwork are kept for {retentionMonths} months, then deleted or anonymised. A newsletter address that is
            never confirmed is removed after 30 days; a confirmed one is kept until you unsubscribe, and unsubscribing takes effect at once through the link in
            every newsletter e-mail. Invoices and the payments made against them are accounting records: tax law requires us to keep them for six years, so a
            request to delete your information leaves them.
          </p>

          <h2>See or delete your information</h2>
          <p>
            You may ask for a copy of the personal information we hold about you, for a correction, or for its deletion. Write to{' '}
            <a href={privacyMailto} className={linkClass}>
              {contactEmail}
            </a>{' '}
            from the address concerned; we answer within {responseDays} days. You may also complain to the Office of the Privacy Commissioner of Canada.
          </p>

          <h2>Contact</h2>
          <address className="not-italic">
            {site.legalName}
            <br />
            {site.address.streetAddress}, {site.address.locality}, {site.address.region} {site.address.postalCode}
            <br />
            {site.phoneDisplay} · {site.email}
          </address>
          <p>
            See also our{' '}
            <Link to={paths.accessibility} className={linkClass}>
              accessibility statement
            </Link>
            .
          </p>
        </div>
      </PageSection>
    </main>
  );
}
