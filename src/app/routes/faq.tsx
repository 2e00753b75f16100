import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CtaBanner } from '@/components/marketing/cta-banner';
import { Hero } from '@/components/marketing/hero';
import { PageSection } from '@/components/marketing/page-section';
import { Seo } from '@/components/seo/seo';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { site, telHref } from '@/config/site';
import { faqItems, faqJsonLdEntries, type FaqItem } from '@/content/faq';

export function Component() {
  return (
    <main id="main">
      <Seo
        title={`Billboard Advertising FAQ | ${site.name}`}
        description="Answers to common questions about digital billboard advertising in London, Ontario: costs, how to lease, how fast ads go live, design services, locations and sizes."
        path={paths.faq}
        keywords={['billboard advertising FAQ', 'how much does a billboard cost', 'how to lease a billboard', 'digital billboard questions']}
        schemaType="FAQPage"
        faq={faqJsonLdEntries()}
      />
      <Hero
        eyebrow="Support"
        title="Frequently Asked Questions"
        subtitle="Everything you need to know about advertising on our digital billboards. Can’t find your answer? Just ask."
      />

      <PageSection aria-label="Questions and answers">
        <FaqAccordion />
      </PageSection>

      <CtaBanner title="Still Have Questions?" text={`Our team is here ${site.hours.display} ${site.responsePromise}`}>
        <ButtonLink to={paths.contactUs} size="lg" variant="secondary">
          Contact Us
        </ButtonLink>
        <ButtonLink to={telHref} size="lg" variant="outline">
          {`Call ${site.phoneDisplay}`}
        </ButtonLink>
      </CtaBanner>
    </main>
  );
}

function FaqAnswer({ item }: { item: FaqItem }) {
  return (
    <p>
      {item.answer.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Link key={i} to={part.to} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink">
            {part.text}
          </Link>
        ),
      )}
    </p>
  );
}

/**
 * The questions as the platform's own disclosures: each answer opens and
 * closes without any script (before the page's code arrives, or without it),
 * and is in the page's HTML for whoever reads it. One answer open at a time:
 * `name` has the browser close the others (an exclusive accordion), and the
 * state does the same where a browser lacks that.
 */
function FaqAccordion() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200">
      {faqItems.map((item) => (
        <details
          key={item.id}
          name="faq"
          open={openId === item.id}
          onToggle={(event) => {
            const open = event.currentTarget.open;
            setOpenId((current) => (open ? item.id : current === item.id ? null : current));
          }}
          className="group"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h2 className="text-lg font-semibold text-ink">{item.question}</h2>
            <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-6 pb-6 text-gray-700">
            <FaqAnswer item={item} />
          </div>
        </details>
      ))}
    </div>
  );
}
