import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { byDistanceFrom, orderOrigin } from '../../src/features/locations/lib/distance-order';
import { cityOf } from '../../src/features/locations/lib/location-filters';
import { LOCAL_ANON_KEY } from '../../supabase/local/dev-keys';
import { expectNoSeriousAxe } from './axe';
import { expect, serviceRest } from './fixtures';

// What a visitor meets after a form, without the map, at the end of a post and
// on a wrong address: steps the visitor journeys take at 375 and at 1280 px.

/** London's centre, as src/config/site.ts has it (site.geo). */
export const LONDON_CENTRE = { latitude: 42.9849, longitude: -81.2453 };
export const MAPS_SCRIPT = 'https://maps.googleapis.com/**';
export const MAP_LINE = 'Failed to load Google Maps. Please check your internet connection.';

const MAPS_STUB = fileURLToPath(new URL('./stubs/google-maps.js', import.meta.url));

/** Google's servers are out of reach: the Maps script request fails, as it does offline. */
export const blockMaps = (page: Page) => page.route(MAPS_SCRIPT, (route) => route.abort());

/**
 * The Maps script request is answered by a small stand-in of the google.maps classes the page
 * uses (stubs/google-maps.js), which records what the page did on window.__mapsStub.
 */
export const serveMapsStub = (page: Page) =>
  page.route(MAPS_SCRIPT, (route) => route.fulfill({ path: MAPS_STUB, contentType: 'text/javascript; charset=utf-8' }));

/** The page is live: what is typed before would be lost to hydration. */
export const ready = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // A toast sliding in is half transparent: judge colours once it has arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await expectNoSeriousAxe(page);
}

/** Marks the live region next to a form, so the test can tell it is the same element afterwards. */
async function markLiveRegion(page: Page, formName: RegExp | string): Promise<void> {
  const region = page.getByRole('form', { name: formName }).locator('xpath=..').getByRole('status');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText('');
  await region.evaluate((el) => el.setAttribute('data-test-region', 'before'));
}

/**
 * Sends the quote form of the page the visitor is on (the contact page's or the home page's): it
 * becomes a focused panel saying what was sent, announced in a region that was in the page before.
 */
export async function sendContactForm(page: Page, tag: string): Promise<void> {
  await ready(page);
  await markLiveRegion(page, 'Request a quote');
  const email = `jane.${tag}@example.com`;
  await page.getByLabel('Full Name', { exact: true }).fill(`Jane Doe ${tag}`);
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Company Name', { exact: true }).fill('Doe Realty');
  await page.getByLabel('Phone Number', { exact: true }).fill('519-555-0100');
  await page.getByLabel('Project Details', { exact: true }).fill(`Two boards for four weeks (${tag}).`);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const panel = page.getByRole('region', { name: 'Thank you! Your message was sent.' });
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  await expect(panel).toContainText('We respond within 24 hours.');
  await expect(panel).toContainText(email);
  await expect(panel).toContainText(`Two boards for four weeks (${tag}).`);
  // The region the message went into was in the page, empty, before it.
  const region = page.locator('[data-test-region="before"]');
  await expect(region).toHaveText(`Thank you! Your message was sent. We respond within 24 hours. We will reply to ${email}, or call you if that is quicker.`);
  await expect(region).toHaveAttribute('role', 'status');
  await expectNoSeriousAxeViolations(page);

  await panel.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Full Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('');
}

export async function subscribeToNewsletter(page: Page, tag: string): Promise<void> {
  await page.goto('/blog');
  await ready(page);
  const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Email address' }) });
  const region = form.locator('xpath=..').getByRole('status');
  await expect(region).toHaveText('');
  await region.evaluate((el) => el.setAttribute('data-test-region', 'before'));
  const email = `reader.${tag}@example.com`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();

  const panel = page.getByRole('region', { name: 'Almost there: check your inbox to confirm.' });
  await expect(panel).toBeFocused();
  await expect(panel).toContainText(email);
  await expect(page.locator('[data-test-region="before"]')).toHaveText(
    `Almost there: check your inbox to confirm. We sent a confirmation link to ${email}. You are subscribed once you follow it; nothing is sent before.`,
  );
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Subscribe another address' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused();
}

interface BoardRow {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

/**
 * On /billboard-map, whose Maps script could not load: the line, then the boards, nearest London (or the chosen city's centre) first.
 * `audit` adds axe on the page (journey-every-page-audited.spec.ts audits it at 1280 px, blocked the same way).
 */
export async function checkMapFallbackOrder(page: Page, { audit }: { audit: boolean }): Promise<void> {
  // Should the page ask for the script again, it still fails.
  await page.route(MAPS_SCRIPT, (route) => route.abort());
  const boards = await serviceRest<BoardRow[]>('billboard_locations?select=name,address,latitude,longitude&is_active=eq.true', {}, LOCAL_ANON_KEY);
  const expected = byDistanceFrom(boards, LONDON_CENTRE).map((b) => b.name);

  await expect(page).toHaveURL(/\/billboard-map$/);
  const line = page.getByText(MAP_LINE);
  await expect(line).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByTestId('billboard-map')).toBeHidden();
  const list = page.getByRole('region', { name: 'All Billboard Locations' });
  const names = list.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(names).toHaveText(expected);
  // The boards come right after the one line: no tall panel in between.
  const lineBox = (await line.boundingBox())!;
  const firstBox = (await list.getByRole('listitem').first().boundingBox())!;
  expect(firstBox.y - (lineBox.y + lineBox.height)).toBeLessThan(200);
  // Every card fits the width, drawn or not yet (those off screen wait until they near the viewport): no sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  if (audit) await expectNoSeriousAxeViolations(page);

  // A chosen city: from the centre of its boards.
  const cities = [...new Set(boards.map((b) => cityOf(b.address)).filter((c): c is string => Boolean(c)))];
  const city = cities.find((c) => c !== 'London' && boards.filter((b) => cityOf(b.address) === c).length > 1) ?? 'London';
  const inCity = boards.filter((b) => cityOf(b.address) === city);
  await page.getByRole('combobox', { name: 'City' }).selectOption(city);
  await expect(names).toHaveText(byDistanceFrom(inCity, orderOrigin(inCity, city, LONDON_CENTRE)).map((b) => b.name));
}

/**
 * Tabs through the page; every focus stop's rectangle must be clear of the sticky phone bar while
 * the bar shows (it steps aside while one of the page's own calls to action is on screen).
 */
export async function checkFocusNotObscured(page: Page, path: string): Promise<void> {
  if (path === '/billboard-map') await page.route(MAPS_SCRIPT, (route) => route.abort());
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('nav[aria-label="Call or get a quote"]')).toBeAttached();

  const seen = new Set<string>();
  let stops = 0;
  for (let i = 0; i < 250; i += 1) {
    await page.keyboard.press('Tab');
    // The browser has moved focus and scrolled the focused element into view by the time the key
    // is handled (at once: the tests ask for reduced motion, so the page does not glide). Where
    // the bar steps aside for the page's own calls to action, it learns of them from an
    // IntersectionObserver, whose news and React's render of it arrive within the next two frames.
    const stop = await page.evaluate(async () => {
      if (document.querySelector('[data-call-to-action]')) {
        for (let frames = 0; frames < 2; frames += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const barEl = document.querySelector('nav[aria-label="Call or get a quote"]');
      const r = el.getBoundingClientRect();
      const b = barEl!.getBoundingClientRect();
      const barShown = getComputedStyle(barEl!).visibility !== 'hidden';
      const key = `${el.tagName}#${el.id}|${el.textContent?.trim().slice(0, 40)}|${r.top + window.scrollY}|${r.left}`;
      return {
        key,
        inBar: barEl!.contains(el),
        top: r.top,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
        barTop: b.top,
        barShown,
        label: el.outerHTML.slice(0, 120),
      };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    if (stop.inBar || stop.width === 0 || stop.height === 0 || !stop.barShown) continue;
    stops += 1;
    expect(stop.bottom, `focus stop under the phone bar on ${path}: ${stop.label}`).toBeLessThanOrEqual(stop.barTop);
  }
  expect(stops, `focus stops checked on ${path}`).toBeGreaterThan(10);
}

interface PostRow {
  slug: string;
  title: string;
  tags: string[];
  publish_date: string;
}

/** The first published post that has tags, and the three the page should offer after it. */
async function postAndRelated(): Promise<{ post: PostRow; related: PostRow[] }> {
  const posts = await serviceRest<PostRow[]>('blog_posts?select=slug,title,tags,publish_date&is_published=eq.true&order=publish_date.desc', {}, LOCAL_ANON_KEY);
  const post = posts.find((p) => p.tags.length > 0) ?? posts[0]!;
  const tags = new Set(post.tags);
  const shared = (p: PostRow) => new Set(p.tags.filter((t) => tags.has(t))).size;
  const related = posts
    .filter((p) => p.slug !== post.slug)
    .sort((a, b) => shared(b) - shared(a) || b.publish_date.localeCompare(a.publish_date))
    .slice(0, 3);
  return { post, related };
}

export async function checkPostEnding(page: Page): Promise<void> {
  const { post, related } = await postAndRelated();
  expect(related.length).toBeGreaterThan(0);
  const hrefs = related.map((p) => `/blog/${encodeURIComponent(p.slug)}`);

  // Prerendered: the related links are in the HTML the host serves.
  const html = await (await page.request.get(`/blog/${encodeURIComponent(post.slug)}`)).text();
  expect(html).toContain('Related posts');
  for (const href of hrefs) expect(html).toContain(`href="${href}"`);

  await page.goto(`/blog/${encodeURIComponent(post.slug)}`);
  const cta = page.getByRole('complementary', { name: 'Ready to put your business on a billboard?' });
  await expect(cta.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact-us');
  await expect(cta.getByRole('link', { name: 'See Billboard Locations' })).toHaveAttribute('href', '/billboard-map');
  const section = page.getByRole('region', { name: 'Related posts' });
  await expect(section.getByRole('link')).toHaveCount(related.length);
  for (const [i, href] of hrefs.entries()) await expect(section.getByRole('link').nth(i)).toHaveAttribute('href', href);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page);

  await section.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0]!.title);
}

export async function checkNotFoundPage(page: Page): Promise<void> {
  const response = await page.goto('/no-such/place-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'Page not found']);
  const destinations = page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link');
  await expect(destinations).toHaveCount(4);
  expect(await destinations.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/billboards',
    '/billboard-map',
    '/blog',
    '/contact-us',
  ]);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page);

  const [wanted] = await serviceRest<PostRow[]>(
    'blog_posts?select=slug,title,tags,publish_date&is_published=eq.true&order=publish_date.desc&limit=1',
    {},
    LOCAL_ANON_KEY,
  );
  const word = wanted!.title
    .split(/\s+/)
    .find((w) => w.length > 4)!
    .replace(/[^\p{L}\p{N}-]/gu, '');
  const search = page.getByRole('searchbox', { name: 'Search blog posts by title' });
  await search.fill(word.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${word.toUpperCase()}” in the title` })).toBeVisible();
  await page.getByRole('link', { name: wanted!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${wanted!.slug}$`));

  await page.goBack();
  await search.fill('zzzz-no-such-title');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No post has “zzzz-no-such-title” in its title.')).toBeVisible();
}
