import { expect, type Page } from '@playwright/test';
import { appIsRunning, consoleErrors, fulfilRest, restError, serviceSelect, test } from './support';
import { KEPT_TAPS_SCRIPT } from '../../../packages/ui/src/KeptTaps/keptTapsScript';
import { ENDED_OFFERS_SCRIPT } from '../../../packages/ui/src/OfferBanner/endedOffers';
import { APP_STARTER } from '../build/appStarter';

/**
 * Prerendering (docs/decisions/0002-prerendering.md): every route and every blog post is static HTML with its text
 * before any JavaScript runs; pages hydrate without a mismatch; a post published after the
 * build still opens, through the SPA fallback.
 */
test.describe.configure({ mode: 'parallel' });

/** Each route's `<h1>` as the requirements give it (docs/requirements.md §2). */
const ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Thumbnails that make viewers click/],
  ['/portfolio', /Portfolio/],
  ['/packages', /Packages/],
  ['/about', /The designers behind/],
  ['/testimonials', /What creators say/],
  ['/blog', /Thumbnail tips and insights/],
  ['/contact', /Let.*s talk thumbnails/],
];

interface Post {
  slug: string;
  title: string;
  content: string;
}

/** Text of an HTML fragment, whitespace collapsed (enough to find a sentence in the page). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** Errors React reports while hydrating (mismatches) and any uncaught error. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425|mismatch/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [path, heading] of ROUTES) {
  test(`${path} is prerendered: its heading, title and description are in the HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    expect(textOf(h1?.[1] ?? '')).toMatch(heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    // Three inline executable scripts, all constants (the Content-Security-Policy allows them by
    // their hashes and no other): the kept-taps script, the starter and the ended-offers script;
    // every other script is a file of the site (build/pageScripts.ts, checked here on React
    // Router's real output).
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([KEPT_TAPS_SCRIPT, APP_STARTER, ENDED_OFFERS_SCRIPT]);
    // Every part in place: no Suspense boundary outlined into a hidden segment for a script to
    // move later (the script would wait for the app).
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  test(`${path} hydrates without a mismatch and works`, async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.goto(path);
    // The notifications region mounts once the page has hydrated.
    await appIsRunning(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    expect(errors).toEqual([]);
  });
}

test("the app's JavaScript is fetched once the stylesheet is in, then the page hydrates", async ({ page, request }) => {
  // The HTML fetches no script, starts no module and preloads none: a small inline script
  // preloads the app's chunks and adds the page's module (which starts the app) once the
  // render-blocking stylesheet has arrived, when the browser lays out and draws the first frame.
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<script[^>]*type="module"|<link rel="modulepreload"|<script[^>]*\ssrc=/);
  expect(html).toMatch(/<script data-src="\/assets\/inline\/[0-9a-f]+\.js" data-preload="\/assets\/[^"]+\.js( \/assets\/[^"]+\.js)*">/);

  await page.goto('/');
  await appIsRunning(page);
  const { stylesheet, scripts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      stylesheet: resources.find((entry) => /\/assets\/.+\.css$/.test(entry.name))?.responseEnd ?? Infinity,
      scripts: resources.filter((entry) => /\/assets\/.+\.js$/.test(entry.name)).map((entry) => entry.startTime),
    };
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(Infinity);
  // Nothing of the app competes with the stylesheet the first frame waits for.
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(stylesheet);
});

test('a page preloads the two trimmed font files its first view uses, and fetches no other font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  expect(preloaded).toHaveLength(2);
  expect(preloaded.some((path) => /archivo-black-latin-core/.test(path))).toBe(true);
  expect(preloaded.some((path) => /inter-latin-core/.test(path))).toBe(true);
  // Headings (display font) and text render from the preloaded files: nothing else is fetched.
  expect(new Set(fonts)).toEqual(new Set(preloaded));
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
  );
  expect(loaded).toEqual(expect.arrayContaining(['Archivo Black', 'Inter Variable']));
});

test('a prerendered page shows the live data once it has hydrated, not the build\'s snapshot', async ({ page, request }) => {
  // The team as stored now differs from the team in the prerendered HTML.
  const html = await (await request.get('/about')).text();
  const live = [{ name: 'Avery Live-After-Build', role: 'Motion Designer', bio: null, image_url: null, alt_text: null }];
  expect(html).not.toContain(live[0]!.name);
  await fulfilRest(page, 'Team', live);
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Meet the team' });
  await expect(team.getByRole('heading', { name: live[0]!.name })).toBeVisible();
  await expect(team.getByRole('article')).toHaveCount(1);
});

test('a prerendered page whose background refresh fails keeps its content and logs the error', async ({ page }) => {
  const stored = await serviceSelect<{ name: string }>('testimonials', 'select=name&order=created_at.asc');
  expect(stored.length).toBeGreaterThan(5);
  const errors = consoleErrors(page);
  await fulfilRest(page, 'testimonials', restError('testimonials are unavailable'), { status: 500 });
  // The frame is refreshed together with the page: its live offer shows that the refresh landed.
  const liveOffer = 'Live offer, read after the build';
  await fulfilRest(page, 'offers', [{ message: liveOffer }]);
  await page.goto('/testimonials');
  await expect(page.getByRole('complementary', { name: 'Special offers' })).toContainText(liveOffer);
  await expect.poll(() => errors.join('\n')).toContain('Could not load testimonials');
  // The prerendered reviews stay; no error and no loading state take their place.
  const grid = page.getByRole('region', { name: 'More reviews' }).getByRole('article');
  await expect(grid).toHaveCount(stored.length - 5);
  await expect(grid.first()).toContainText(stored[5]!.name);
  await expect(page.getByRole('region', { name: 'Testimonials', exact: true })).toBeVisible();
  await expect(page.getByText(/testimonials are unavailable|^Error:/)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
});

test('every blog post is prerendered with its title and text', async ({ request }) => {
  const posts = await serviceSelect<Post>('blogs', 'select=slug,title,content');
  expect(posts.length).toBeGreaterThan(5);
  for (const post of posts) {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html, post.slug).toContain(`<title>${post.title.replace(/&/g, '&amp;')} - blog</title>`);
    const firstParagraph = textOf(/<p>([\s\S]*?)<\/p>/.exec(post.content)?.[1] ?? '');
    expect(firstParagraph.length).toBeGreaterThan(20);
    expect(textOf(html), post.slug).toContain(firstParagraph);
  }
});

test('a blog post hydrates without a mismatch', async ({ page }) => {
  const [post] = await serviceSelect<Post>('blogs', 'select=slug,title,content&order=created_at.desc&limit=1');
  const errors = hydrationErrors(page);
  await page.goto(`/blog/${post!.slug}`);
  await appIsRunning(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
  expect(errors).toEqual([]);
});

test('a post published after the build opens through the SPA fallback', async ({ page, request }) => {
  const [post] = await serviceSelect<Post & Record<string, unknown>>('blogs', 'select=*&limit=1');
  const fresh = { ...post!, slug: 'published-after-the-build', title: 'Published after the build' };
  // The post exists only in the (answered) database, not in the build.
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/blogs') && url.searchParams.get('slug') === `eq.${fresh.slug}`,
    (route) => route.fulfill({ json: fresh, headers: { 'access-control-allow-origin': '*' } }),
  );
  const html = await (await request.get(`/blog/${fresh.slug}`)).text();
  expect(html).not.toContain(fresh.title);
  await page.goto(`/blog/${fresh.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.title);
  await expect(page).toHaveTitle(`${fresh.title} - blog`);
});
