import { Car, RefreshCw, Target, TrendingUp } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { updateText } from '../pricing';

export const industry = {
  slug: 'automotive',
  name: 'Automotive',
  description: `Automotive billboard advertising in London, Ontario for dealerships, repair shops and detailers. Reach drivers on high-traffic routes with digital LED boards and creative you can update ${updateText}.`,
  keywords: ['automotive billboards', 'car dealership advertising London Ontario', 'auto repair advertising', ...sharedKeywords],
  hero: {
    icon: Car,
    headline: 'Automotive Billboards for the Customers Already Behind the Wheel',
    subhead:
      'Every person who sees your board is a driver. Dealerships, service centres, tire shops and detailers reach their exact audience on London’s busiest roads.',
    primaryLabel: 'Accelerate Your Business',
    secondaryLabel: 'Find High-Traffic Routes',
  },
  benefitsHeading: 'Why Automotive Businesses Choose Digital Billboards',
  benefitsIntro: 'No other medium reaches drivers while they are driving.',
  benefits: [
    {
      icon: Target,
      title: 'A Perfectly Matched Audience',
      text: 'Your next buyer or service customer is on the road right now. A billboard talks to them in the one place you know they are.',
    },
    {
      icon: TrendingUp,
      title: 'Stay Visible Through the Research',
      text: 'Car buyers research for 2–3 months. Repeated exposure keeps your dealership on the shortlist until they are ready to test-drive.',
    },
    {
      icon: RefreshCw,
      title: 'Match the Season',
      text: `Winter tires in November, model-year clearance in late summer: change your message ${updateText} to follow demand.`,
    },
  ],
  imageAlt: 'A digital billboard with a car graphic above highway traffic at dusk',
  facts: {
    heading: 'Automotive Advertising Facts',
    intro: 'Vehicle purchases and repairs are high-value decisions made by people who drive every day.',
    columns: [
      {
        title: 'How drivers decide',
        items: [
          'A typical car buyer researches for 2–3 months before purchasing.',
          'Drivers notice roadside messages about the things they are already thinking about: their vehicle.',
          '76% of consumers have visited a business they saw on a billboard.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'High-traffic locations along major commuter routes and highway approaches.',
          'Your ad rotates for 6–10 seconds every minute, all day long.',
          `Creative updates ${updateText} for promotions, events and new arrivals.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us about your dealership or shop and we will map the routes your customers drive.',
} as const satisfies IndustryContent;
