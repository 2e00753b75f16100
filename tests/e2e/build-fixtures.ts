// Rows the browser tests need in the build itself (the prerender reads them),
// stored before scripts/e2e.mjs builds the site and again after each reset of
// the backend, so the database and the prerendered pages agree.
//   npx tsx tests/e2e/build-fixtures.ts <backend url>
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/dev-keys';

/** Text String.replace would mangle if it were spliced in as a replacement pattern. */
export const DOLLAR_PATTERNS = "$$ $& $` $'";

export const dollarPost = {
  id: '6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11',
  slug: 'price-signs-in-ad-copy',
  title: `Price signs in ad copy: ${DOLLAR_PATTERNS}`,
  excerpt: `Excerpt with ${DOLLAR_PATTERNS} kept as typed.`,
  content: `<p>Body with ${DOLLAR_PATTERNS} kept as typed.</p>`,
  tags: ['pricing'],
  categories: ['Guides'],
  is_published: true,
  publish_date: '2024-01-02T12:00:00Z',
};

export async function storeBuildFixtures(backendUrl: string): Promise<void> {
  const res = await fetch(`${backendUrl}/rest/v1/blog_posts?on_conflict=id`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'content-type': 'application/json',
      prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify([dollarPost]),
  });
  if (!res.ok) throw new Error(`storing the build fixtures: ${res.status} ${await res.text()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx tests/e2e/build-fixtures.ts <backend url>');
  await storeBuildFixtures(url);
}
