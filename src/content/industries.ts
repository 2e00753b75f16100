import {
  BadgeCheck,
  CalendarClock,
  Car,
  Clock,
  Eye,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Hotel,
  House,
  Landmark,
  MapPin,
  Megaphone,
  PartyPopper,
  RefreshCw,
  Route,
  ShieldCheck,
  ShoppingBag,
  Target,
  TrendingUp,
  Users,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { industrySlugs, type IndustrySlug } from '@/config/paths';
import { cycleText, goLiveHoursText, goLiveText, updateText } from './pricing';

// Copy of the ten industry landing pages, rendered by the one template in
// src/app/routes/industries/industry.tsx. Link targets are not data: the
// template sends the first hero call to action to /contact-us and the second
// to /billboard-map on every page.

export interface IndustryBenefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface IndustryFactColumn {
  title: string;
  items: readonly [string, string, string];
}

export interface IndustryContent {
  slug: IndustrySlug;
  /** Display name used in the title, breadcrumbs and headings, e.g. 'Real Estate'. */
  name: string;
  description: string;
  keywords: string[];
  hero: {
    icon: LucideIcon;
    headline: string;
    subhead: string;
    /** Label of the first call to action (to /contact-us). */
    primaryLabel: string;
    /** Label of the second call to action (to /billboard-map). */
    secondaryLabel: string;
    /** Real estate and restaurants also offer a phone call in the hero. */
    showPhone?: boolean;
  };
  benefitsHeading: string;
  benefitsIntro: string;
  benefits: readonly [IndustryBenefit, IndustryBenefit, IndustryBenefit];
  imageAlt: string;
  facts: {
    heading: string;
    intro: string;
    columns: readonly [IndustryFactColumn, IndustryFactColumn];
  };
  bannerText: string;
}

/** Spec: '{Industry} Billboards | Rent a Billboard in London Ontario'. */
export function industryTitle(name: string): string {
  return `${name} Billboards | Rent a Billboard in London Ontario`;
}

const sharedKeywords = ['billboard advertising London Ontario', 'digital billboards', 'rent a billboard'];

export const industries = {
  'real-estate': {
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
  },
  restaurants: {
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
  },
  events: {
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
  },
  automotive: {
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
  },
  healthcare: {
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
  },
  retail: {
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
  },
  education: {
    slug: 'education',
    name: 'Education',
    description:
      'Education billboard advertising in London, Ontario for colleges, private schools, tutoring centres and training programs. Boost enrolment with digital billboards seen by students and parents.',
    keywords: ['education billboards', 'school advertising London Ontario', 'enrolment marketing', 'college advertising', ...sharedKeywords],
    hero: {
      icon: GraduationCap,
      headline: 'Education Billboards That Fill Classrooms',
      subhead:
        'Private schools, colleges, tutoring centres, daycares and career programs: reach parents and students on the roads they travel every school day.',
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
  },
  hospitality: {
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
  },
  financial: {
    slug: 'financial',
    name: 'Financial',
    description:
      'Financial services billboard advertising in London, Ontario for credit unions, advisors, accountants, mortgage brokers and insurance agents. Build trust with digital LED billboards.',
    keywords: ['financial billboards', 'financial advisor advertising London Ontario', 'mortgage broker advertising', ...sharedKeywords],
    hero: {
      icon: Landmark,
      headline: 'Financial Billboards That Build Lasting Trust',
      subhead:
        'Credit unions, financial advisors, accountants, mortgage brokers and insurance agents: be the name people recognise when money decisions come up.',
      primaryLabel: 'Build Financial Trust',
      secondaryLabel: 'View Business District Locations',
    },
    benefitsHeading: 'Why Financial Firms Advertise on Digital Billboards',
    benefitsIntro: 'People trust the names they see every day. Make yours one of them.',
    benefits: [
      {
        icon: ShieldCheck,
        title: 'Credibility Through Presence',
        text: 'A professional, steady billboard presence signals stability, exactly what clients look for in a financial partner.',
      },
      {
        icon: CalendarClock,
        title: 'Time Your Message',
        text: `RRSP season, tax time, mortgage renewals: change your creative ${updateText} to match the financial calendar.`,
      },
      {
        icon: MapPin,
        title: 'Reach the Business District',
        text: 'Choose boards on the routes professionals and business owners take into downtown London every day.',
      },
    ],
    imageAlt: 'A digital billboard with a rising chart graphic above a road at dusk',
    facts: {
      heading: 'Financial Services Advertising Facts',
      intro: 'Financial decisions are considered decisions. Familiarity turns into the first phone call.',
      columns: [
        {
          title: 'How clients choose',
          items: [
            'People are more likely to contact a firm whose name they already recognise.',
            'Big financial decisions follow the calendar: tax season, RRSP deadlines, renewals.',
            'Outdoor advertising reaches 95% of adults every week.',
          ],
        },
        {
          title: 'What a digital board gives you',
          items: [
            'Clean, compliant-friendly creative from our in-house designers.',
            'Your ad rotates for 6–10 seconds every minute on high-traffic boards.',
            `Flexible short and long-term campaigns billed in ${cycleText}.`,
          ],
        },
      ],
    },
    bannerText: 'Tell us about your firm and we will plan a campaign around your busiest season.',
  },
  'non-profit': {
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
  },
} as const satisfies Record<IndustrySlug, IndustryContent>;

export function isIndustrySlug(value: string | undefined): value is IndustrySlug {
  return value !== undefined && (industrySlugs as readonly string[]).includes(value);
}

/** The entry for a route parameter, or undefined for an unknown slug. */
export function getIndustry(slug: string | undefined): IndustryContent | undefined {
  return isIndustrySlug(slug) ? industries[slug] : undefined;
}
