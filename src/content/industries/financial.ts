import { CalendarClock, Landmark, MapPin, ShieldCheck } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { cycleText, updateText } from '../pricing';

export const industry = {
  slug: 'financial',
  name: 'Financial',
  description:
    'Financial services billboard advertising in London, Ontario for credit unions, advisors, accountants, mortgage brokers and insurance agents. Build trust with digital LED billboards.',
  keywords: ['financial billboards', 'financial advisor advertising London Ontario', 'mortgage broker advertising', ...sharedKeywords],
  hero: {
    icon: Landmark,
    headline: 'Financial Billboards That Build Lasting Trust',
    subhead:
      'Credit unions, financial advisors, accountants, mortgage brokers and insurance agents: be the name people recognise when money decisions come up.',
    primaryLabel: 'Build Financial Trust',
    secondaryLabel: 'View Business District Locations',
  },
  benefitsHeading: 'Why Financial Firms Advertise on Digital Billboards',
  benefitsIntro: 'People trust the names they see every day. Make yours one of them.',
  benefits: [
    {
      icon: ShieldCheck,
      title: 'Credibility Through Presence',
      text: 'A professional, steady billboard presence signals stability, exactly what clients look for in a financial partner.',
    },
    {
      icon: CalendarClock,
      title: 'Time Your Message',
      text: `RRSP season, tax time, mortgage renewals: change your creative ${updateText} to match the financial calendar.`,
    },
    {
      icon: MapPin,
      title: 'Reach the Business District',
      text: 'Choose boards on the routes professionals and business owners take into downtown London every day.',
    },
  ],
  imageAlt: 'A digital billboard with a rising chart graphic above a road at dusk',
  facts: {
    heading: 'Financial Services Advertising Facts',
    intro: 'Financial decisions are considered decisions. Familiarity turns into the first phone call.',
    columns: [
      {
        title: 'How clients choose',
        items: [
          'People are more likely to contact a firm whose name they already recognise.',
          'Big financial decisions follow the calendar: tax season, RRSP deadlines, renewals.',
          'Outdoor advertising reaches 95% of adults every week.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Clean, compliant-friendly creative from our in-house designers.',
          'Your ad rotates for 6–10 seconds every minute on high-traffic boards.',
          `Flexible short and long-term campaigns billed in ${cycleText}.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us about your firm and we will plan a campaign around your busiest season.',
} as const satisfies IndustryContent;
