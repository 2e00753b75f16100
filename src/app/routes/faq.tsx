import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
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
        {/* type="single": opening one answer closes the other (one answer open at a time). */}
        <Accordion.Root type="single" collapsible className="mx-auto max-w-3xl divide-y divide-gray-200 rounded-xl border border-gray-200">
          {faqItems.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-lg font-semibold text-ink hover:bg-brand-50">
                    {item.question}
                    <ChevronDown aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180" />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-6 pb-6 text-gray-700">
                <FaqAnswer item={item} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
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
