import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { priceRangeText } from './pricing';

// The nine questions of /faq. Answers are lists of text runs and links so the
// page can render real links while the FAQPage JSON-LD gets the same words as
// plain text (search engines want text, not markup).

export interface FaqLink {
  text: string;
  to: string;
}

export type FaqAnswerPart = string | FaqLink;

export interface FaqItem {
  id: string;
  question: string;
  answer: FaqAnswerPart[];
}

const { cycleWeeks, goLiveHours } = site.pricing;

export const faqItems: FaqItem[] = [
  {
    id: 'types',
    question: 'What types of billboards do you offer?',
    answer: [
      'We specialise in digital LED billboards in high-traffic locations across London and Ontario. Unlike printed boards, a digital board shows several advertisers in rotation, so you get a premium location at a fraction of the cost of owning the whole face. Learn more about ',
      { text: 'digital billboard advertising', to: paths.billboards },
      '.',
    ],
  },
  {
    id: 'lease',
    question: 'How do I lease a billboard?',
    answer: [
      'Start by browsing our ',
      { text: 'billboard map', to: paths.billboardMap },
      ' to find locations that suit your audience, then ',
      { text: 'contact us', to: paths.contactUs },
      ' with your goals, budget and preferred dates. We will confirm availability, send a proposal and book your campaign once you approve it.',
    ],
  },
  {
    id: 'cost',
    question: 'How much does it cost to advertise on a billboard?',
    answer: [
      `Most campaigns cost about ${priceRangeText}. The price depends on the location, the length of your campaign and the screen size, and we offer flexible short and long-term options. `,
      { text: 'Contact us', to: paths.contactUs },
      ' for a quote on the boards you are interested in.',
    ],
  },
  {
    id: 'go-live',
    question: 'How soon can my ad go live?',
    answer: [
      `Ads typically go live within ${goLiveHours} hours of approved artwork. If you need creative, our design team can usually turn around a first draft quickly so your campaign starts on schedule.`,
    ],
  },
  {
    id: 'updates',
    question: 'Can I update my ad during the campaign?',
    answer: [
      `Yes. You can update your creative every ${cycleWeeks} weeks, which makes it easy to promote a new sale, a seasonal menu or an upcoming event without any printing or installation costs.`,
    ],
  },
  {
    id: 'design',
    question: 'Do you offer ad design services?',
    answer: [
      'Yes. Our in-house designers create billboard-ready artwork that is bold, simple and easy to read in a few seconds at road speed. Send us your logo and message, or ',
      { text: 'tell us about your project', to: paths.contactUs },
      ' and we will take it from there.',
    ],
  },
  {
    id: 'benefits',
    question: 'What are the benefits of digital billboards?',
    answer: [
      'Digital billboards are bright day and night, let you change your message without reprinting, and go live in days instead of weeks. Your ad plays for 6–10 seconds every minute, and outdoor advertising reaches 95% of adults every week. See ',
      { text: 'how digital billboard advertising works', to: paths.billboards },
      '.',
    ],
  },
  {
    id: 'locations',
    question: 'Where are your billboards located?',
    answer: [
      'Our digital boards are in high-traffic locations in London, Ontario and across the province. Explore them on our ',
      { text: 'interactive billboard map', to: paths.billboardMap },
      ' or read about ',
      { text: 'our inventory', to: paths.inventory },
      ', including sales sheets with audience details for each board.',
    ],
  },
  {
    id: 'sizes',
    question: 'What sizes are your billboards?',
    answer: [
      'Screen size depends on the location. Each board’s dimensions and recommended artwork size are listed on its sales sheet, which you can open from our ',
      { text: 'inventory', to: paths.inventory },
      '. Our designers will prepare your artwork to fit every board you book.',
    ],
  },
];

/** The answer as plain text, for the FAQPage structured data. */
export function faqAnswerText(item: FaqItem): string {
  return item.answer.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}

export function faqJsonLdEntries(items: FaqItem[] = faqItems): { question: string; answer: string }[] {
  return items.map((item) => ({ question: item.question, answer: faqAnswerText(item) }));
}
