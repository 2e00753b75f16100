import { CalendarClock, HeartHandshake, Megaphone, Users } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { cycleText, goLiveText, updateText } from '../pricing';

export const industry = {
  slug: 'non-profit',
  name: 'Non-Profit',
  description:
    'Non-profit billboard advertising in London, Ontario. Raise awareness, recruit volunteers and grow donations for your charity or community organisation with digital LED billboards.',
  keywords: ['non-profit billboards', 'charity advertising London Ontario', 'fundraising advertising', 'community awareness campaign', ...sharedKeywords],
  hero: {
    icon: HeartHandshake,
    headline: 'Non-Profit Billboards That Move Your Community to Act',
    subhead:
      'Charities, foundations, community groups and awareness campaigns: put your cause in front of the whole city and give people a simple way to help.',
    primaryLabel: 'Amplify Your Cause',
    secondaryLabel: 'View Community Locations',
  },
  benefitsHeading: 'Why Non-Profits Choose Digital Billboards',
  benefitsIntro: 'A cause grows when people hear about it. A billboard makes sure they do.',
  benefits: [
    {
      icon: Megaphone,
      title: 'Raise Awareness Fast',
      text: 'Outdoor advertising reaches 95% of adults every week: a wide audience for a campaign that needs to be heard.',
    },
    {
      icon: Users,
      title: 'Recruit Volunteers and Donors',
      text: 'A clear call to action and a short web address turn a moment of attention into a sign-up or a donation.',
    },
    {
      icon: CalendarClock,
      title: 'Support Your Campaign Dates',
      text: `Promote a fundraising drive, a walk or a gala in the weeks leading up to it, with creative you can change ${updateText}.`,
    },
  ],
  imageAlt: 'A digital billboard with a heart graphic above a road at dusk',
  facts: {
    heading: 'Non-Profit Advertising Facts',
    intro: 'Every dollar counts in the non-profit world, so reach matters.',
    columns: [
      {
        title: 'How communities respond',
        items: [
          'Awareness comes before action: people give to causes they know.',
          'Local campaigns resonate when people see them in their own neighbourhood.',
          'Outdoor advertising reaches 95% of adults every week.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          `Campaigns billed in ${cycleText}, sized to your budget.`,
          'In-house design that makes your message clear in a few seconds.',
          `Ads go live ${goLiveText}.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us about your cause and we will help you reach the people ready to support it.',
} as const satisfies IndustryContent;
