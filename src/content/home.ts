import { Clapperboard, Eye, Headset, MapPin, MonitorPlay, Palette, Route, Store, Timer, Wallet, type LucideIcon } from 'lucide-react';
import { site } from '@/config/site';
import { cycleText, goLiveHoursText, priceRangeShort } from './pricing';

// Copy of the home page sections that are lists; prose stays in the page.

export interface HomeCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

const { cycleWeeks, goLiveHours } = site.pricing;

/** Why-it-works: the reach figures of the client's marketing copy. */
export const whyItWorks: HomeCard[] = [
  {
    icon: Eye,
    title: '95% of adults, every week',
    text: 'Outdoor advertising reaches 95% of adults weekly. Nobody skips, scrolls past or blocks a billboard.',
  },
  {
    icon: Store,
    title: '76% visited a store they saw',
    text: '76% of consumers have visited a store after seeing it on a billboard. Roadside ads turn into real foot traffic.',
  },
  {
    icon: Route,
    title: 'Where Ontario drives',
    text: 'London sits at the junction of highways 401, 402 and 403, so our boards meet local commuters and travellers from across the province.',
  },
];

/** Cost-effectiveness: why a shared digital face is affordable. */
export const costPoints: HomeCard[] = [
  {
    icon: Wallet,
    title: `${priceRangeShort} per ${cycleWeeks} weeks`,
    text: 'Pricing varies by location, duration and screen size, with flexible short and long-term options.',
  },
  {
    icon: Timer,
    title: `Live within ${goLiveHours} hours`,
    text: 'Once your artwork is approved, your ad is typically on the road within two days.',
  },
  {
    icon: MonitorPlay,
    title: 'No printing, no installation',
    text: `Change your creative every ${cycleWeeks} weeks without paying for vinyl, crews or ladders.`,
  },
];

/** The four services promoted across the site. */
export const services: HomeCard[] = [
  {
    icon: MapPin,
    title: 'Digital Billboard Rental',
    text: `Bright LED boards in high-traffic locations across London and Ontario, rented in flexible ${cycleText}.`,
  },
  {
    icon: Palette,
    title: 'Ad Design',
    text: 'Our in-house designers create bold, readable artwork built for a 6–10 second glance at road speed.',
  },
  {
    icon: Clapperboard,
    title: 'Production and Placement',
    text: `We prepare your files for every screen you book, schedule the rotation and get you live within ${goLiveHoursText} of approval.`,
  },
  {
    icon: Headset,
    title: 'Customer Service',
    text: 'A real person answers, Monday to Friday. We respond within 24 hours and stay with you for the whole campaign.',
  },
];
