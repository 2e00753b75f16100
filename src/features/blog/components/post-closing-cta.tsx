import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

export const POST_CTA_TEXT = {
  heading: 'Ready to put your business on a billboard?',
  body: `Tell us what you want to advertise and we will suggest boards and a budget. ${site.responsePromise}`,
  quote: 'Get a Free Quote',
  map: 'See Billboard Locations',
} as const;

/** The next step at the end of every post: a quote or the map. */
export function PostClosingCta() {
  return (
    <aside aria-labelledby="post-cta-heading" className="surface-dark mt-12 rounded-2xl bg-ink px-6 py-8 text-white sm:px-10">
      <h2 id="post-cta-heading" className="text-2xl font-bold">
        {POST_CTA_TEXT.heading}
      </h2>
      <p className="mt-2 text-gray-200">{POST_CTA_TEXT.body}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.contactUs} size="lg">
          {POST_CTA_TEXT.quote}
        </ButtonLink>
        <ButtonLink to={paths.billboardMap} size="lg" variant="outline-light">
          {POST_CTA_TEXT.map}
        </ButtonLink>
      </div>
    </aside>
  );
}
