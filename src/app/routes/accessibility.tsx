import { Link } from 'react-router-dom';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { mailtoHref, site, telHref } from '@/config/site';

export const ACCESSIBILITY_TEXT = {
  title: 'Accessibility',
  subtitle: `${site.name} wants everyone to be able to use this website, as Ontario's accessibility law (AODA) expects.`,
} as const;

const sectionClass = 'mx-auto max-w-3xl space-y-4 text-gray-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_li]:ml-6 [&_li]:list-disc';
const linkClass = 'font-medium text-brand-800 underline hover:text-ink';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Accessibility Statement | ${site.name}`}
        description={`The accessibility standard the ${site.name} website meets, its known limits, and how to ask for another format or report a barrier.`}
        path={paths.accessibility}
        keywords={['accessibility', 'AODA', 'WCAG 2.1', site.name]}
      />
      <Hero eyebrow="Legal" title={ACCESSIBILITY_TEXT.title} subtitle={ACCESSIBILITY_TEXT.subtitle} />

      <PageSection aria-label="The statement">
        <div className={sectionClass}>
          <h2>The standard we meet</h2>
          <p>
            This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page is checked with the axe accessibility engine
            in our automated browser tests, on small and large screens, and the site works with a keyboard alone and with screen readers.
          </p>

          <h2>Known limits</h2>
          <ul>
            <li>
              The interactive Google map on the{' '}
              <Link to={paths.billboardMap} className={linkClass}>
                billboard map
              </Link>{' '}
              comes from Google and is hard to use without a mouse or sight. The list beside it is the accessible alternative: it names every location with its
              address and details, and lets you add boards to a campaign plan.
            </li>
            <li>Artwork and photos from our blog posts may lack detailed descriptions of charts or text inside the images.</li>
          </ul>

          <h2>Another format, or a barrier to report</h2>
          <p>
            If you need any of our information in another format (large print, plain text, or read to you over the phone), or you found something on this site
            that is hard to use, tell us: by e-mail at{' '}
            <a href={mailtoHref} className={linkClass}>
              {site.email}
            </a>
            , by phone at{' '}
            <a href={telHref} className={linkClass}>
              {site.phoneDisplay}
            </a>
            , by mail at {site.address.streetAddress}, {site.address.locality}, {site.address.region} {site.address.postalCode}, or through our{' '}
            <Link to={paths.contactUs} className={linkClass}>
              contact form
            </Link>
            . We answer within two business days and will provide the information in the format you need at no cost.
          </p>
          <p>
            Read how we handle your information in our{' '}
            <Link to={paths.privacyPolicy} className={linkClass}>
              privacy policy
            </Link>
            .
          </p>
        </div>
      </PageSection>
    </main>
  );
}
