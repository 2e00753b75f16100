import { Clock, MapPin, RefreshCw, Utensils } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { goLiveText, updateText } from '../pricing';

export const industry = {
  slug: 'restaurants',
  name: 'Restaurant',
  description:
    'Restaurant billboard advertising in London, Ontario. Promote daily specials, patios and new locations on digital LED boards near hungry commuters, with in-house design and a fast launch.',
  keywords: ['restaurant billboards', 'restaurant advertising London Ontario', 'food billboard advertising', ...sharedKeywords],
  hero: {
    icon: Utensils,
    headline: 'Restaurant Billboards That Turn Commuters Into Customers',
    subhead: 'Dinner decisions are made in the car. Put your signature dish in front of drivers on their way home, minutes from your door.',
    primaryLabel: 'Fill More Tables',
    secondaryLabel: 'View Dining District Locations',
    showPhone: true,
  },
  benefitsHeading: 'Why Restaurants Advertise on Digital Billboards',
  benefitsIntro: 'Appetite is visual and timing is everything. Digital boards deliver both.',
  benefits: [
    {
      icon: Clock,
      title: 'Reach People at Mealtime',
      text: 'Your ad plays all day, so it is there for the lunch rush and for the drive home when people are deciding where to eat.',
    },
    {
      icon: RefreshCw,
      title: 'Promote Seasonal Menus',
      text: `Patio season, holiday catering, a new brunch menu: refresh your creative ${updateText} to match what is on the table.`,
    },
    {
      icon: MapPin,
      title: 'Drive Traffic to Your Location',
      text: 'Pick boards on the routes that lead to your restaurant and make the turn into your parking lot an easy one.',
    },
  ],
  imageAlt: 'A digital billboard showing a plate and cutlery above a highway at dusk',
  facts: {
    heading: 'Restaurant Advertising Facts',
    intro: 'Food is one of the most impulse-driven purchases there is, and billboards meet people right where the impulse happens.',
    columns: [
      {
        title: 'How diners choose',
        items: [
          'Many dining decisions are made on the same day, often while people are already on the road.',
          '76% of consumers have visited a business they saw on a billboard.',
          'Outdoor advertising reaches 95% of adults every week.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Bright LED screens make food photography pop, day and night.',
          'Our in-house designers turn your menu into mouth-watering creative.',
          `Ads go live ${goLiveText}, so a new special can launch this week.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us where your restaurant is and we will find the boards your next regulars drive past.',
} as const satisfies IndustryContent;
