import { Eye, House, MapPin, RefreshCw } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { goLiveHoursText, goLiveText, updateText } from '../pricing';

export const industry = {
  slug: 'real-estate',
  name: 'Real Estate',
  description: `Digital billboards for real estate agents and brokerages in London, Ontario. Feature new listings and open houses on high-traffic LED boards, update creative ${updateText} and go live within ${goLiveHoursText}.`,
  keywords: ['real estate billboards', 'realtor advertising London Ontario', 'open house advertising', ...sharedKeywords],
  hero: {
    icon: House,
    headline: 'Real Estate Billboards That Put Your Name on Every Commute',
    subhead:
      'The average home buyer searches for about 10 weeks. Stay in front of them the whole time with a digital billboard on the routes they drive to work, to school and to showings.',
    primaryLabel: 'Sell Listings Faster',
    secondaryLabel: 'View High-Visibility Locations',
    showPhone: true,
  },
  benefitsHeading: 'Why Real Estate Agents Choose Digital Billboards',
  benefitsIntro: 'Yard signs reach one street. A digital board reaches the whole neighbourhood, every day.',
  benefits: [
    {
      icon: Eye,
      title: 'Be the Agent People Recognise',
      text: 'Buyers and sellers call the name they already know. Daily exposure on a main road builds that familiarity long before anyone is ready to list.',
    },
    {
      icon: RefreshCw,
      title: 'Showcase Fresh Listings',
      text: 'Swap in a new feature property, a price change or this weekend’s open house each time your campaign cycle renews, with no printing or installation costs.',
    },
    {
      icon: MapPin,
      title: 'Own Your Farm Area',
      text: 'Choose boards near the neighbourhoods you serve so your brand lines up with the communities where you want more listings.',
    },
  ],
  imageAlt: 'A digital billboard with a house graphic above a highway at dusk',
  facts: {
    heading: 'Real Estate Advertising Facts',
    intro: 'London’s housing market moves on long searches and local reputation. Outdoor advertising fits both.',
    columns: [
      {
        title: 'How buyers and sellers decide',
        items: [
          'The average home buyer search lasts about 10 weeks: enough time for repeated exposure to make you the familiar choice.',
          'Sellers often call the first agent whose name comes to mind, usually one they already recognise.',
          '76% of consumers have visited a business they saw on a billboard.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Your ad rotates for 6–10 seconds every minute, all day and all evening.',
          `Creative can be updated ${updateText} to feature new listings and sold signs.`,
          `Ads go live ${goLiveText}, in time for your next open house.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us which neighbourhoods you farm and we will suggest the boards that reach them.',
} as const satisfies IndustryContent;
