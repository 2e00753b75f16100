import { industrySlugs, paths } from '../../src/config/paths';

/** Every public route a visitor can land on, for the smoke and accessibility checks. */
export const publicRoutes: string[] = [
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
  paths.blog,
  paths.blogPost('how-much-does-a-billboard-cost-in-london-ontario'),
  paths.auth,
  ...industrySlugs.map((slug) => paths.industry(slug)),
];
