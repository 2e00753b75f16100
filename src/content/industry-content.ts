import type { LucideIcon } from 'lucide-react';
import type { IndustrySlug } from '@/config/paths';

// The shape of an industry landing page's copy. Each page's copy is a module
// of its own in src/content/industries/ (named after its slug), rendered by
// the one template in src/app/routes/industries/industry-page.tsx, so a page
// loads its own copy and not the nine others'. Link targets are not data: the
// template sends the first hero call to action to /contact-us and the second
// to /billboard-map on every page.

export interface IndustryBenefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface IndustryFactColumn {
  title: string;
  items: readonly [string, string, string];
}

export interface IndustryContent {
  slug: IndustrySlug;
  /** Display name used in the title, breadcrumbs and headings, e.g. 'Real Estate'. */
  name: string;
  description: string;
  keywords: string[];
  hero: {
    icon: LucideIcon;
    headline: string;
    subhead: string;
    /** Label of the first call to action (to /contact-us). */
    primaryLabel: string;
    /** Label of the second call to action (to /billboard-map). */
    secondaryLabel: string;
    /** Real estate and restaurants also offer a phone call in the hero. */
    showPhone?: boolean;
  };
  benefitsHeading: string;
  benefitsIntro: string;
  benefits: readonly [IndustryBenefit, IndustryBenefit, IndustryBenefit];
  imageAlt: string;
  facts: {
    heading: string;
    intro: string;
    columns: readonly [IndustryFactColumn, IndustryFactColumn];
  };
  bannerText: string;
}

/** Spec: '{Industry} Billboards | Rent a Billboard in London Ontario'. */
export function industryTitle(name: string): string {
  return `${name} Billboards | Rent a Billboard in London Ontario`;
}

export const sharedKeywords = ['billboard advertising London Ontario', 'digital billboards', 'rent a billboard'];
