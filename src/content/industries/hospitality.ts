import { Clock, Hotel, RefreshCw, Route } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { goLiveText, updateText } from '../pricing';

export const industry = {
  slug: 'hospitality',
  name: 'Hospitality',
  description:
    'Hospitality billboard advertising in London, Ontario for hotels, venues, attractions and tourism businesses. Reach travellers on Highway 401 and 402 routes with digital LED billboards.',
  keywords: ['hospitality billboards', 'hotel advertising London Ontario', 'tourism advertising Ontario', ...sharedKeywords],
  hero: {
    icon: Hotel,
    headline: 'Hospitality Billboards That Welcome Travellers to Your Door',
    subhead:
      'Hotels, event venues, attractions, wineries and golf courses: catch travellers on the highway routes into London before they choose where to stay and what to do.',
    primaryLabel: 'Increase Bookings',
    secondaryLabel: 'View Tourism Route Locations',
  },
  benefitsHeading: 'Why Hospitality Brands Choose Digital Billboards',
  benefitsIntro: 'Travellers decide on the road. Be the first place they think of when it is time to stop.',
  benefits: [
    {
      icon: Route,
      title: 'Reach Travellers En Route',
      text: 'London sits at the junction of highways 401, 402 and 403. Boards along those routes meet visitors as they arrive.',
    },
    {
      icon: Clock,
      title: 'Win the Last-Minute Booking',
      text: 'Bright LED screens stay visible after dark, right when tired drivers are looking for a room or a meal.',
    },
    {
      icon: RefreshCw,
      title: 'Follow the Tourist Seasons',
      text: `Summer getaways, fall colours, holiday parties: refresh your creative ${updateText} to match what guests are planning.`,
    },
  ],
  imageAlt: 'A digital billboard with a hotel bed graphic above a highway at dusk',
  facts: {
    heading: 'Hospitality Advertising Facts',
    intro: 'Tourism and hospitality depend on reaching people who are not from here yet.',
    columns: [
      {
        title: 'How travellers choose',
        items: [
          'Many travellers pick a place to stay, eat or visit while already on the road.',
          'Highway approaches concentrate visitors from across Ontario and beyond.',
          '76% of consumers have visited a business they saw on a billboard.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Locations on the routes visitors use to reach London.',
          'Your ad rotates for 6–10 seconds every minute, day and night.',
          `Ads go live ${goLiveText} for seasonal packages.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us about your property and we will find the boards on your guests’ route.',
} as const satisfies IndustryContent;
