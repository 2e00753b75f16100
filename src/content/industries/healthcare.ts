import { HeartPulse, MapPin, ShieldCheck, Users } from 'lucide-react';
import { sharedKeywords, type IndustryContent } from '../industry-content';
import { cycleText, updateText } from '../pricing';

export const industry = {
  slug: 'healthcare',
  name: 'Healthcare',
  description:
    'Healthcare billboard advertising in London, Ontario for clinics, dental offices, physiotherapy and wellness practices. Build trust and grow your patient base with digital LED billboards.',
  keywords: ['healthcare billboards', 'clinic advertising London Ontario', 'dental advertising', 'physiotherapy marketing', ...sharedKeywords],
  hero: {
    icon: HeartPulse,
    headline: 'Healthcare Billboards That Help Patients Find You',
    subhead:
      'Dental offices, physiotherapy and chiropractic clinics, optometrists and walk-in clinics: a familiar name on a local billboard is the first step toward a new patient booking.',
    primaryLabel: 'Grow Your Practice',
    secondaryLabel: 'View Strategic Locations',
  },
  benefitsHeading: 'Why Practices Advertise on Digital Billboards',
  benefitsIntro: 'Patients choose providers they trust, and trust starts with recognition.',
  benefits: [
    {
      icon: ShieldCheck,
      title: 'Build Community Trust',
      text: 'Consistent, professional messaging on a local board tells people your practice is established and part of the community.',
    },
    {
      icon: MapPin,
      title: 'Reach Your Catchment Area',
      text: 'Choose boards near your clinic so the people who live and work nearby know exactly where to go.',
    },
    {
      icon: Users,
      title: 'Announce New Services',
      text: `Accepting new patients, extended hours, a new practitioner: update your message ${updateText} as your practice grows.`,
    },
  ],
  imageAlt: 'A digital billboard with a medical cross graphic above a road at dusk',
  facts: {
    heading: 'Healthcare Advertising Facts',
    intro: 'Choosing a healthcare provider is personal. Familiarity makes that choice easier.',
    columns: [
      {
        title: 'How patients choose',
        items: [
          'People tend to choose providers close to home or work.',
          'Recognition builds confidence before a first appointment is ever booked.',
          'Outdoor advertising reaches 95% of adults every week.',
        ],
      },
      {
        title: 'What a digital board gives you',
        items: [
          'Clean, readable creative designed in-house to suit professional guidelines.',
          'Your ad rotates for 6–10 seconds every minute in strategic locations.',
          `Flexible campaigns billed in ${cycleText}.`,
        ],
      },
    ],
  },
  bannerText: 'Tell us where your practice is and we will suggest boards that reach your community.',
} as const satisfies IndustryContent;
