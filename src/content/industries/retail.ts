import { MapPin, RefreshCw, ShoppingBag, TrendingUp } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { goLiveText, updateText } from '../pricing';

export const industry = {
  slug: 'retail',
  name: 'Retail',
  description: `Retail billboard advertising in London, Ontario. Drive foot traffic to your store with digital LED billboards near shopping areas, with sales and promotions updated ${updateText}.`,
  keywords: ['retail billboards', 'store advertising London Ontario', 'shopping centre advertising', ...sharedKeywords],
  hero: {
    icon: ShoppingBag,
    headline: 'Retail Billboards That Bring Shoppers Through Your Door',
    subhead:
      'Put your sale, your new arrivals or your grand opening on a bright digital board minutes from your store and turn passing traffic into foot traffic.',
    primaryLabel: 'Increase Store Traffic',
    secondaryLabel: 'Find Shopping Area Locations',
  },
  benefitsHeading: 'Why Retailers Choose Digital Billboards',
  benefitsIntro: 'Shoppers are on the road on their way to buy something. Make sure it is from you.',
  benefits: [
    {
      icon: TrendingUp,
      title: 'Drive Measurable Foot Traffic',
      text: '76% of consumers have visited a store they saw on a billboard. Track the lift with a billboard-only offer code.',
    },
    {
      icon: RefreshCw,
      title: 'Promote Every Season',
      text: `Back-to-school, Black Friday, Boxing Day, spring sale: refresh your creative ${updateText} to keep pace with the retail calendar.`,
    },
    {
      icon: MapPin,
      title: 'Advertise Near the Register',
      text: 'Choose boards close to shopping areas and plazas, where the decision to stop in is made.',
    },
  ],
  imageAlt: 'A digital billboard with a shopping bag graphic above a road at dusk',
  facts: {
    heading: 'Retail Advertising Facts',
    intro: 'Retail is won by being top of mind at the moment someone decides where to shop.',
    columns: [
      {
        title: 'How shoppers decide',
        items: [
          '76% of consumers have visited a store they saw on a billboard.',
          'Outdoor advertising reaches 95% of adults every week.',
          'Many shopping trips are planned on the road, on the way home or between errands.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Locations near shopping areas and high-traffic corridors.',
          `Ads go live ${goLiveText}, ideal for time-limited sales.`,
          'In-house design that makes your products and prices easy to read at a glance.',
        ],
      },
    ],
  },
  bannerText: 'Tell us about your next sale and we will put it in front of shoppers near your store.',
} as const satisfies IndustryContent;
