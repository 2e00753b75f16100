import { industrySlugs, paths, type IndustrySlug } from '@/config/paths';
import { ACCOUNT_LINK_TEXT } from '@shared/account-link.ts';

// The navigation labels of the shared layout, shared by the
// desktop nav, the mobile menu and the footer so they cannot drift apart.

export interface NavItem {
  label: string;
  to: string;
}

export const navLabels = {
  home: 'HOME',
  billboards: 'BILLBOARDS',
  inventory: 'INVENTORY',
  support: 'SUPPORT',
  blog: 'BLOG',
  contactUs: 'CONTACT US',
  findABillboard: 'FIND A BILLBOARD',
  industriesWeServe: 'Industries We Serve',
} as const;

export const billboardLinks: NavItem[] = [
  { label: 'Digital Billboards', to: paths.billboards },
  { label: 'Rent a Billboard', to: paths.rentABillboard },
  { label: 'Billboard Costs', to: paths.billboardCosts },
];

const industryLabels: Record<IndustrySlug, string> = {
  'real-estate': 'Real Estate Billboards',
  restaurants: 'Restaurant Billboards',
  events: 'Event Billboards',
  automotive: 'Automotive Billboards',
  healthcare: 'Healthcare Billboards',
  retail: 'Retail Billboards',
  education: 'Education Billboards',
  hospitality: 'Hospitality Billboards',
  financial: 'Financial Billboards',
  'non-profit': 'Non-Profit Billboards',
};

/** In the order of industrySlugs. */
export const industryLinks: NavItem[] = industrySlugs.map((slug) => ({
  label: industryLabels[slug],
  to: paths.industry(slug),
}));

export const supportLinks: NavItem[] = [
  { label: 'About Us', to: paths.aboutUs },
  { label: 'FAQ', to: paths.faq },
];

/** The way back for a returning advertiser, in the footer and the phone menu, in the words their e-mails use. */
export const accountLink: NavItem = { label: ACCOUNT_LINK_TEXT, to: paths.account };

export const footerQuickLinks: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Billboards', to: paths.billboards },
  { label: 'Inventory', to: paths.inventory },
  { label: 'About Us', to: paths.aboutUs },
  { label: 'FAQ', to: paths.faq },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact Us', to: paths.contactUs },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Accessibility', to: paths.accessibility },
  accountLink,
];
