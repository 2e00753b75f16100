import { CalendarClock, Megaphone, PartyPopper, Users } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { cycleText, goLiveHoursText, goLiveText } from '../pricing';

export const industry = {
  slug: 'events',
  name: 'Event',
  description: `Event billboard advertising in London, Ontario. Sell more tickets for festivals, concerts, trade shows and fundraisers with digital billboards that go live within ${goLiveHoursText}.`,
  keywords: ['event billboards', 'event advertising London Ontario', 'festival advertising', 'concert promotion', ...sharedKeywords],
  hero: {
    icon: PartyPopper,
    headline: 'Event Billboards That Sell Tickets Before the Doors Open',
    subhead:
      'Festivals, concerts, trade shows and community fundraisers all run on a deadline. Put your date, venue and ticket link in front of thousands of drivers every day until it arrives.',
    primaryLabel: 'Boost Event Attendance',
    secondaryLabel: 'View Prime Locations',
  },
  benefitsHeading: 'Why Event Organisers Use Digital Billboards',
  benefitsIntro: 'An event has one chance to fill the room. Make sure the whole city knows the date.',
  benefits: [
    {
      icon: CalendarClock,
      title: 'Launch in Days, Not Weeks',
      text: `Ads go live ${goLiveText}, so even a last-minute lineup announcement reaches the road in time.`,
    },
    {
      icon: Megaphone,
      title: 'Build a Countdown',
      text: 'Update your creative as the date approaches: early-bird pricing first, then the headliner, then “this weekend”.',
    },
    {
      icon: Users,
      title: 'Reach the Whole Region',
      text: 'Choose boards across London and along the highways that bring visitors in from the rest of Southwestern Ontario.',
    },
  ],
  imageAlt: 'A digital billboard with a star graphic promoting an event at dusk',
  facts: {
    heading: 'Event Advertising Facts',
    intro: 'Attendance follows awareness. Outdoor advertising builds awareness faster than almost any other channel.',
    columns: [
      {
        title: 'How audiences find events',
        items: [
          'Outdoor advertising reaches 95% of adults every week.',
          'Repeated exposure on a daily commute keeps your date top of mind until people buy tickets.',
          'London sits at the junction of highways 401, 402 and 403, drawing visitors from across the region.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Your ad rotates for 6–10 seconds every minute, on screens that stay bright after dark.',
          `Short campaigns are welcome: billing runs in ${cycleText}.`,
          'Our in-house team can design your creative from your poster or logo.',
        ],
      },
    ],
  },
  bannerText: 'Share your event date and we will plan a campaign that peaks right before the doors open.',
} as const satisfies IndustryContent;
