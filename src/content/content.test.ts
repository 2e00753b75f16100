import { industrySlugs } from '@/config/paths';
import { faqAnswerText, faqItems, faqJsonLdEntries } from './faq';
import { industryTitle, type IndustryContent } from './industry-content';

// Each page's copy, by its module's file name.
const copies = import.meta.glob<{ industry: IndustryContent }>('./industries/*.ts', { eager: true });
const bySlug = Object.fromEntries(Object.entries(copies).map(([file, module]) => [file.slice('./industries/'.length, -'.ts'.length), module.industry]));

describe('industries content', () => {
  it('has one module per slug, holding its own slug', () => {
    expect(Object.keys(bySlug).sort()).toEqual([...industrySlugs].sort());
    for (const slug of industrySlugs) expect(bySlug[slug]!.slug).toBe(slug);
  });

  it('gives every page the copy the template needs', () => {
    for (const entry of Object.values(bySlug)) {
      expect(entry.benefits).toHaveLength(3);
      expect(entry.facts.columns).toHaveLength(2);
      for (const column of entry.facts.columns) expect(column.items).toHaveLength(3);
      expect(entry.keywords.length).toBeGreaterThanOrEqual(3);
      // Meta descriptions: long enough to be useful, short enough not to be cut.
      expect(entry.description.length).toBeGreaterThan(80);
      expect(entry.description.length).toBeLessThanOrEqual(200);
    }
  });

  it('builds the spec title form', () => {
    expect(industryTitle(bySlug['non-profit']!.name)).toBe('Non-Profit Billboards | Rent a Billboard in London Ontario');
  });
});

describe('faq content', () => {
  it('has the nine questions of the spec, with unique ids', () => {
    expect(faqItems).toHaveLength(9);
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(9);
  });

  it('turns answers with links into plain text for structured data', () => {
    const lease = faqItems.find((i) => i.id === 'lease')!;
    expect(faqAnswerText(lease)).toMatch(/^Start by browsing our billboard map to find locations/);
    const entries = faqJsonLdEntries();
    expect(entries).toHaveLength(9);
    for (const e of entries) expect(e.answer).not.toMatch(/[<>]|\[object/);
  });

  it('states the business facts from site.ts', () => {
    const text = faqItems.map(faqAnswerText).join(' ');
    expect(text).toContain('$1,100 to $2,500 per 4-week cycle');
    expect(text).toContain('within 48 hours of approved artwork');
    expect(text).toContain('every 4 weeks');
  });
});
