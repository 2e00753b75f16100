import { paths, staticPublicPaths } from '../../src/config/paths';

/** Every public route a visitor can land on, for the audit of every public page. */
export const publicRoutes: string[] = [
  ...staticPublicPaths,
  paths.blogPost('how-much-does-a-billboard-cost-in-london-ontario'),
  // One board's page stands for the template (every board's is checked in tests/build/board-pages.test.ts).
  paths.board('london-wellington-rd-highway-401'),
  paths.auth,
];
