// Every URL of the site. The router, links, breadcrumbs and the sitemap all read from here.

export const industrySlugs = [
  'real-estate',
  'restaurants',
  'events',
  'automotive',
  'healthcare',
  'retail',
  'education',
  'hospitality',
  'financial',
  'non-profit',
] as const;

export type IndustrySlug = (typeof industrySlugs)[number];

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  billboards: '/billboards',
  rentABillboard: '/rent-a-billboard',
  billboardCosts: '/billboard-costs',
  inventory: '/inventory',
  /** One board's page (slug from billboard_locations.slug). */
  board: (slug: string) => `/inventory/${encodeURIComponent(slug)}`,
  billboardMap: '/billboard-map',
  blog: '/blog',
  /** Page n of the blog's list (page 1 is /blog itself). */
  blogPage: (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`),
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contactUs: '/contact-us',
  faq: '/faq',
  auth: '/auth',
  /** Where the password-reset e-mail's link lands (on hosted auth's redirect allow list). */
  authResetPassword: '/auth/reset-password',
  /** The advertiser's own area: sign-in by e-mailed link or code, then their campaigns (config/account-paths.ts makes a campaign's URL). */
  account: '/account',
  /** The admin's home: /admin shows the dashboard too. */
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminBlog: '/admin/blog',
  adminLeads: '/admin/leads',
  adminLocations: '/admin/locations',
  /** Filtered views of the admin screens: config/admin-paths.ts. */
  adminBookings: '/admin/bookings',
  adminAdvertisers: '/admin/advertisers',
  adminArtwork: '/admin/artwork',
  adminPrivacy: '/admin/privacy',
  adminInvoices: '/admin/invoices',
  unsubscribe: '/unsubscribe',
  newsletterConfirm: '/newsletter/confirm',
  privacyPolicy: '/privacy-policy',
  accessibility: '/accessibility',
  sitemap: '/sitemap.xml',
  industry: (slug: IndustrySlug) => `/industries/${slug}`,
} as const;

/** Public pages that need no data to list them: prerendered, and audited in the browser (tests/e2e/journey-every-page-audited.spec.ts). */
// Pure-marked so the browser bundle, which never reads it, drops it whole.
export const staticPublicPaths: string[] = /* @__PURE__ */ (() => [
  paths.home,
  paths.aboutUs,
  paths.billboards,
  paths.rentABillboard,
  paths.billboardCosts,
  paths.inventory,
  paths.billboardMap,
  paths.faq,
  paths.contactUs,
  paths.unsubscribe,
  paths.newsletterConfirm,
  paths.privacyPolicy,
  paths.accessibility,
  ...industrySlugs.map((slug) => paths.industry(slug)),
  paths.blog,
])();

/** Router patterns (with parameters) for the routes that take one. */
export const routePatterns = {
  industry: '/industries/:industry',
  blogPost: '/blog/:slug',
  blogPage: '/blog/page/:page',
  board: '/inventory/:slug',
  /** A campaign's page (config/admin-paths.ts makes its URLs). */
  adminCampaign: '/admin/campaigns/:id',
} as const;

/** Friendly breadcrumb labels per path segment; unknown segments are capitalised. */
export const segmentLabels: Record<string, string> = {
  'about-us': 'About Us',
  billboards: 'Billboards',
  'rent-a-billboard': 'Rent a Billboard',
  'billboard-costs': 'Billboard Costs',
  inventory: 'Inventory',
  'billboard-map': 'Billboard Map',
  blog: 'Blog',
  page: 'Page',
  'contact-us': 'Contact Us',
  faq: 'FAQ',
  auth: 'Sign In',
  'reset-password': 'Set a New Password',
  admin: 'Admin',
  leads: 'Leads',
  dashboard: 'Dashboard',
  locations: 'Locations',
  unsubscribe: 'Unsubscribe',
  'privacy-policy': 'Privacy Policy',
  industries: 'Industries',
  'real-estate': 'Real Estate',
  restaurants: 'Restaurants',
  events: 'Events',
  automotive: 'Automotive',
  healthcare: 'Healthcare',
  retail: 'Retail',
  education: 'Education',
  hospitality: 'Hospitality',
  financial: 'Financial',
  'non-profit': 'Non-Profit',
};
