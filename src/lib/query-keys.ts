// Query keys shared by features that read and write the same data (the public
// blog reads posts, the admin writes them): shared code, since no feature
// imports another. Each api file builds its queryOptions from these;
// mutations invalidate through the same keys. A key only one feature uses
// lives beside its queryOptions in that feature's api file.
export const blogPostKeys = {
  all: ['blog-posts'] as const,
  list: (publishedOnly: boolean) => ['blog-posts', 'list', { publishedOnly }] as const,
  page: (page: number, pageSize: number) => ['blog-posts', 'page', { page, pageSize }] as const,
  latest: (limit: number) => ['blog-posts', 'latest', { limit }] as const,
  bySlug: (slug: string) => ['blog-posts', 'slug', slug] as const,
  sitemap: () => ['blog-posts', 'sitemap'] as const,
};

export const locationKeys = {
  all: ['billboard-locations'] as const,
  active: () => ['billboard-locations', 'active'] as const,
  /** Every location, inactive ones included: the admin's list. */
  admin: () => ['billboard-locations', 'admin'] as const,
  /** One board's page: the board, or where its old slug now points. */
  bySlug: (slug: string) => ['billboard-locations', 'slug', slug] as const,
  nearby: (id: string) => ['billboard-locations', 'nearby', id] as const,
};
