import { BadgeCheck, CalendarClock, GraduationCap, Users } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { cycleText, updateText } from '../pricing';

export const industry = {
  slug: 'education',
  name: 'Education',
  description:
    'Education billboard advertising in London, Ontario for colleges, private schools, tutoring centres and training programs. Boost enrolment with digital billboards seen by students and parents.',
  keywords: ['education billboards', 'school advertising London Ontario', 'enrolment marketing', 'college advertising', ...sharedKeywords],
  hero: {
    icon: GraduationCap,
    headline: 'Education Billboards That Fill Classrooms',
    subhead: 'Private schools, colleges, tutoring centres, daycares and career programs: reach parents and students on the roads they travel every school day.',
    primaryLabel: 'Increase Enrollment',
    secondaryLabel: 'View School Zone Locations',
  },
  benefitsHeading: 'Why Schools Advertise on Digital Billboards',
  benefitsIntro: 'Enrolment decisions take months. Stay visible for the whole season.',
  benefits: [
    {
      icon: CalendarClock,
      title: 'Time Your Intake Periods',
      text: `Run campaigns ahead of open houses, application deadlines and fall or winter intakes, billed in flexible ${cycleText}.`,
    },
    {
      icon: Users,
      title: 'Reach Parents and Students',
      text: 'Boards on commuter routes and near schools reach the families making the decision and the students who will attend.',
    },
    {
      icon: BadgeCheck,
      title: 'Build Your Reputation',
      text: 'A steady, professional presence in London signals an established institution that families can count on.',
    },
  ],
  imageAlt: 'A digital billboard with a graduation cap graphic above a road at dusk',
  facts: {
    heading: 'Education Advertising Facts',
    intro: 'Choosing a school or program is one of the biggest decisions a family makes. Be part of the conversation early.',
    columns: [
      {
        title: 'How families choose',
        items: [
          'Families research schools and programs for months before enrolling.',
          'Name recognition influences which schools make the shortlist.',
          'Outdoor advertising reaches 95% of adults every week.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          `Update your creative ${updateText}: open house first, then application deadline.`,
          'Your ad rotates for 6–10 seconds every minute on high-traffic boards.',
          'Our in-house designers work within your school’s brand guidelines.',
        ],
      },
    ],
  },
  bannerText: 'Share your next intake date and we will build a campaign around it.',
} as const satisfies IndustryContent;
