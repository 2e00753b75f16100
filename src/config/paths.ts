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

/** The query string names of the bookings screen's filters: the leads inbox links to it, the screen reads them. */
export const bookingsFilterKeys = { board: 'board', status: 'status', lead: 'lead' } as const;

export interface BookingsUrlFilter {
  board?: string | null;
  status?: string | null;
  lead?: string | null;
}

export function bookingsFilterParams(filter: BookingsUrlFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['board', 'status', 'lead'] as const) {
    const value = filter[key];
    if (value) params.set(bookingsFilterKeys[key], value);
  }
  return params;
}

/** The query string name of the lead the leads inbox shows alone. */
export const leadFocusKey = 'lead';

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  billboards: '/billboards',
  rentABillboard: '/rent-a-billboard',
  billboardCosts: '/billboard-costs',
  inventory: '/inventory',
  billboardMap: '/billboard-map',
  blog: '/blog',
  /** Page n of the blog's list (page 1 is /blog itself). */
  blogPage: (page: number) => (page <= 1 ? '/blog' : `/blog/page/${page}`),
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  contactUs: '/contact-us',
  faq: '/faq',
  auth: '/auth',
  adminBlog: '/admin/blog',
  adminLeads: '/admin/leads',
  adminLocations: '/admin/locations',
  adminBookings: '/admin/bookings',
  /** The bookings screen filtered (see bookingsFilterParams). */
  adminBookingsFiltered: (filter: BookingsUrlFilter) => withQuery('/admin/bookings', bookingsFilterParams(filter)),
  /** The leads inbox showing one lead. */
  adminLead: (leadId: string) => withQuery('/admin/leads', new URLSearchParams({ [leadFocusKey]: leadId })),
  unsubscribe: '/unsubscribe',
  sitemap: '/sitemap.xml',
  industry: (slug: IndustrySlug) => `/industries/${slug}`,
} as const;

/** Public pages that need no data to list them: prerendered, and smoke-tested in the browser. */
export const staticPublicPaths: string[] = [
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
  ...industrySlugs.map((slug) => paths.industry(slug)),
  paths.blog,
];

/** Router patterns (with parameters) for the routes that take one. */
export const routePatterns = {
  blogPost: '/blog/:slug',
  blogPage: '/blog/page/:page',
  industry: '/industries/:industry',
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
  admin: 'Admin',
  leads: 'Leads',
  locations: 'Locations',
  bookings: 'Bookings',
  unsubscribe: 'Unsubscribe',
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
