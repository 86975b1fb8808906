import { CATEGORY_ALL, PORTFOLIO_CATEGORIES } from '@agency/domain';
import { expect, type Page, type Route } from '@playwright/test';
import { appIsRunning, consoleErrors, fulfilRest, holdApp, imageShown, openInApp, requestedImages, serviceSelect, test } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * Portfolio (/portfolio): loading and error states, the featured before/after carousel, case
 * study cards and their popup, the category filter and its empty state, the links from each
 * work to its case study, and the 2000 ms 'Welcome aboard!' confirmation.
 * @see docs/requirements.md §2 Portfolio, §3 (categories), §4, §8, §9
 */
test.describe.configure({ mode: 'parallel' });

/** The theme's danger red (`#ff6b6b`): how "in red" renders. */
const RED = 'rgb(255, 107, 107)';

/** Answers a read with PostgREST's error JSON. */
const failRead = (message: string) => (route: Route) =>
  route.fulfill({
    status: 500,
    headers: { 'access-control-allow-origin': '*' },
    json: { code: 'XX000', message, details: null, hint: null },
  });

/** Lets the real response through after `change` rewrote its rows. */
const rewrite =
  <T>(change: (rows: T[]) => T[]) =>
  async (route: Route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, json: change((await response.json()) as T[]) });
    } catch (error) {
      // The page went on (a test that has seen what it needed closes it, or ends, while a refresh
      // is in flight): nothing is left to answer.
      if (!/disposed|closed|test ended/i.test(String(error))) throw error;
    }
  };

/** Pauses the page's clock 1 s ahead of now; timers then run only with `runFor`. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

const featured = (page: Page) => page.getByRole('region', { name: 'Featured transformations', exact: true });
const worksGrid = (page: Page) => page.getByRole('region', { name: 'Thumbnail Designs' });

test.describe('loading and errors', () => {
  test("shows 'Loading portfolio masterpieces...' until the works arrive", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/Thumbnail_Work**', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, 'Portfolio');
    await expect(page.getByRole('status').filter({ hasText: 'Loading portfolio masterpieces...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByText('Loading portfolio masterpieces...')).toBeHidden();
  });

  test("a network failure also shows 'Error: {message}' in red", async ({ page }) => {
    await page.route('**/rest/v1/CaseStudies**', (route) => route.abort('connectionrefused'));
    await page.clock.install();
    await openInApp(page, 'Portfolio');
    const error = page.getByRole('main').getByText(/^Error: \S/);
    // supabase-js retries a failed GET after 1, 2 and 4 s: skip ahead.
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(error).toBeVisible({ timeout: 100 });
    }).toPass({ timeout: 20_000 });
    await expect(error).toHaveCSS('color', RED);
  });

  for (const table of ['Thumbnail_Work', 'FeaturedPortfolio', 'CaseStudies']) {
    test(`a failed ${table} read shows 'Error: {message}' in red`, async ({ page }) => {
      await page.route(`**/rest/v1/${table}**`, failRead(`${table} is unavailable`));
      await openInApp(page, 'Portfolio');
      const error = page.getByText(`Error: ${table} is unavailable`, { exact: true });
      await expect(error).toBeVisible();
      await expect(error).toHaveCSS('color', RED);
      await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeHidden();
    });
  }
});

test.describe('featured carousel', () => {
  test('shows the newest 5 of the featured works, newest first', async ({ page }) => {
    const rows = await serviceSelect<{ title: string }>('FeaturedPortfolio', 'select=title&order=created_at.desc');
    expect(rows.length).toBeGreaterThan(5);
    await page.goto('/portfolio');
    const slides = featured(page).getByRole('group', { name: /^\d+ of \d+$/, includeHidden: true });
    await expect(slides).toHaveCount(5);
    await expect(slides.getByRole('heading', { includeHidden: true })).toHaveText(rows.slice(0, 5).map((r) => r.title));
    await expect(slides.first()).toHaveAccessibleName('1 of 5');
    await expect(page.getByText(rows[5]!.title)).toHaveCount(0);
    await expect(featured(page).getByRole('img', { name: /./ }).first()).toBeVisible();
  });

  test('advances every 5000 ms, pauses on hover and wraps around', async ({ page }) => {
    await page.clock.install();
    await page.goto('/portfolio');
    const carousel = featured(page);
    const shown = (n: number) => carousel.getByRole('group', { name: `${n} of 5` });
    await expect(shown(1)).toBeVisible();
    // The visitor watches it move once on its own (5000 ms after arriving), then rests the
    // pointer on it. (A pointer already resting there when the app starts is taken as hovering,
    // but a hover made in the very moment the app starts can be missed.)
    await expect(shown(2)).toBeVisible();

    await carousel.hover();
    await pauseClock(page);
    // On a slow machine another advance may already have happened: count from where it stands.
    const label = await carousel.getByRole('group', { name: /^\d of 5$/ }).getAttribute('aria-label');
    const start = Number(label!.split(' ')[0]);
    const after = (steps: number) => shown(((start - 1 + steps) % 5) + 1);
    await page.clock.runFor(20_000);
    await expect(after(0)).toBeVisible();

    await page.mouse.move(0, 0);
    await page.clock.runFor(4999);
    await expect(after(0)).toBeVisible();
    await page.clock.runFor(1);
    await expect(after(1)).toBeVisible();
    await expect(after(0)).toBeHidden();
    for (const steps of [2, 3, 4, 5]) {
      await page.clock.runFor(5000);
      await expect(after(steps)).toBeVisible();
    }
  });

  test('previous and next buttons move one slide and wrap around', async ({ page }) => {
    await page.goto('/portfolio');
    const carousel = featured(page);
    const shown = (n: number) => carousel.getByRole('group', { name: `${n} of 5` });
    await expect(shown(1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(shown(5)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown(1)).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(shown(2)).toBeVisible();
  });

  // The app's code and the images share a phone's slow link: the slides out of view, which only
  // the app can show, wait for it (docs/architecture.md "The first view").
  test("until the app runs, the next slide's images are not fetched; once it does, they are", async ({ page }) => {
    const { fetched } = requestedImages(page);
    const release = await holdApp(page);
    await page.goto('/portfolio', { waitUntil: 'commit' });
    const carousel = featured(page);
    const shownImage = carousel.getByRole('group', { name: '1 of 5' }).getByRole('img').first();
    await expect.poll(() => imageShown(shownImage)).toBe(true);
    const nextSources = await carousel
      .getByRole('group', { name: '2 of 5', includeHidden: true })
      .getByRole('img', { includeHidden: true })
      .evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
    expect(nextSources).toHaveLength(2);
    expect(nextSources.filter(fetched), 'slide 2 waits for the app').toEqual([]);
    release();
    await appIsRunning(page);
    await expect.poll(() => nextSources.filter(fetched), { message: 'fetched once the app runs' }).toEqual(nextSources);
  });

  test('with one featured work it neither advances nor offers previous/next', async ({ page }) => {
    await page.route('**/rest/v1/FeaturedPortfolio**', rewrite((rows) => rows.slice(0, 1)));
    await page.clock.install();
    await page.goto('/portfolio');
    const carousel = featured(page);
    await expect(carousel.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(15_000);
    await expect(carousel.getByRole('group', { name: '1 of 1' })).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0);
  });
});

test.describe('case studies', () => {
  test('cards show at most 4 images', async ({ page }) => {
    await page.route(
      '**/rest/v1/CaseStudies**',
      rewrite<{ image_urls: string[] }>(([first, ...rest]) => [
        { ...first!, image_urls: [...first!.image_urls, ...first!.image_urls.slice(0, 2)] },
        ...rest,
      ]),
    );
    const studies = await serviceSelect<{ client_name: string; image_urls: string[] }>(
      'CaseStudies',
      'select=client_name,image_urls&order=created_at.desc',
    );
    await page.goto('/portfolio');
    const card = (name: string) =>
      page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(studies[0]!.image_urls.length + 2).toBeGreaterThan(4);
    await expect(card(studies[0]!.client_name).getByRole('img')).toHaveCount(4);
    for (const study of studies.slice(1)) {
      await expect(card(study.client_name).getByRole('img')).toHaveCount(Math.min(4, study.image_urls.length));
    }
  });

  test('"View Case Study" opens the detail popup, the close button closes it', async ({ page }) => {
    const [study] = await serviceSelect<Record<string, string>>(
      'CaseStudies',
      'select=id,client_name,problem,goal,solution,results&order=created_at.desc&limit=1',
    );
    await page.goto('/portfolio');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: study!.client_name }) });
    await card.getByRole('button', { name: 'View Case Study' }).click();
    const popup = page.getByRole('dialog', { name: study!.client_name });
    await expect(popup).toBeVisible();
    for (const [heading, key] of [
      ['The Problem', 'problem'],
      ['The Goal', 'goal'],
      ['The Solution', 'solution'],
      ['The Results', 'results'],
    ] as const) {
      await expect(popup.getByRole('heading', { name: heading })).toBeVisible();
      await expect(popup.getByText(study![key]!, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`caseStudy=${study!.id}$`));
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/portfolio$/);
  });
});

test.describe('category filter and works grid', () => {
  test('offers the 13 categories of §3 in order and filters the grid', async ({ page }) => {
    const works = await serviceSelect<{ title: string; category: string }>(
      'Thumbnail_Work',
      'select=title,category&order=created_at.desc',
    );
    await page.goto('/portfolio');
    const tabs = page.getByRole('tablist', { name: 'Filter by category' }).getByRole('tab');
    await expect(tabs).toHaveText([...PORTFOLIO_CATEGORIES]);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const headings = worksGrid(page).getByRole('article').getByRole('heading');
    await expect(headings).toHaveText(works.map((w) => w.title));

    for (const category of PORTFOLIO_CATEGORIES.slice(1)) {
      const expected = works.filter((w) => w.category === category).map((w) => w.title);
      expect(expected.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: category, exact: true }).click();
      await expect(headings).toHaveText(expected);
    }
    await expect(page.getByRole('tab', { name: PORTFOLIO_CATEGORIES.at(-1) })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: CATEGORY_ALL, exact: true }).click();
    await expect(headings).toHaveCount(works.length);
  });

  test('with no featured works and no case studies stored, those two sections are left out', async ({ page }) => {
    await fulfilRest(page, 'FeaturedPortfolio', []);
    await fulfilRest(page, 'CaseStudies', []);
    await openInApp(page, 'Portfolio');
    await expect(worksGrid(page).getByRole('article')).not.toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Featured Transformations' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Case Studies' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Thumbnail Designs' })).toBeVisible();
  });

  test('a category with no works shows the empty state', async ({ page }) => {
    await page.route(
      '**/rest/v1/Thumbnail_Work**',
      rewrite<{ category: string }>((rows) => rows.filter((row) => row.category !== 'Automotive')),
    );
    await page.goto('/portfolio');
    await page.getByRole('tab', { name: 'Automotive' }).click();
    await expect(page.getByText('No thumbnails found for "Automotive". Try another category!', { exact: true })).toBeVisible();
    await expect(worksGrid(page).getByRole('article')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Food & Cooking' }).click();
    await expect(page.getByText(/No thumbnails found/)).toHaveCount(0);
    await expect(worksGrid(page).getByRole('article')).not.toHaveCount(0);
  });

  test('each work links to its case study, which opens in the popup', async ({ page }) => {
    const works = await serviceSelect<{ title: string; caseStudyLink: string }>(
      'Thumbnail_Work',
      'select=title,caseStudyLink&order=created_at.desc',
    );
    const studies = await serviceSelect<{ id: number; client_name: string }>('CaseStudies', 'select=id,client_name');
    const clientOf = (link: string) => studies.find((s) => link === `/portfolio?caseStudy=${s.id}`)?.client_name;
    for (const work of works) expect(clientOf(work.caseStudyLink), work.title).toBeTruthy();
    await page.goto('/portfolio');
    const links = worksGrid(page).getByRole('link', { name: /^View Case Study for / });
    await expect(links).toHaveText(works.map((work) => `View Case Study for ${work.title}`));
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      works.map((work) => work.caseStudyLink),
    );
    for (const work of [works[0]!, works.at(-1)!]) {
      await page.getByRole('link', { name: `View Case Study for ${work.title}` }).click();
      const popup = page.getByRole('dialog', { name: clientOf(work.caseStudyLink) });
      await expect(popup).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\${work.caseStudyLink.replace('?', '\\?')}$`));
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
    }
  });

  test('with the data refresh hanging, then failed, a case study opens and closes from its card and from a work', async ({ page }) => {
    // Two visits' worth of steps, and the refused reads' retries (1, 2 and 4 s) in real time.
    test.slow();
    const studies = await serviceSelect<{ id: number; client_name: string }>('CaseStudies', 'select=id,client_name&order=created_at.desc');
    const [work] = await serviceSelect<{ title: string; caseStudyLink: string }>('Thumbnail_Work', 'select=title,caseStudyLink&order=created_at.desc&limit=1');
    const linked = studies.find((s) => work!.caseStudyLink === `/portfolio?caseStudy=${s.id}`)!;
    const study = studies.find((s) => s.id !== linked.id)!;
    const errors = consoleErrors(page);
    // The backend stops answering: every REST read is held with no answer, so the refresh after
    // hydration stays under way (and with it every navigation of the app, which waits for it),
    // until the backend is gone for good and each read is refused.
    let gone = false;
    const held: Route[] = [];
    let refreshAsked!: () => void;
    const refreshUnderWay = new Promise<void>((resolve) => (refreshAsked = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/rest/v1/'),
      async (route) => {
        if (gone) return route.abort('connectionrefused');
        held.push(route);
        refreshAsked();
      },
    );
    await page.goto('/portfolio');
    // The visitor reads on while the running page refreshes its data from a backend that says
    // nothing. (The page asks only once it runs; before that, the popup and the links work
    // without the app, as the no-JavaScript tests prove.)
    await refreshUnderWay;

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: study.client_name }) });
    const popup = page.getByRole('dialog', { name: study.client_name });
    const linkedPopup = page.getByRole('dialog', { name: linked.client_name });
    const workLink = worksGrid(page).getByRole('link', { name: `View Case Study for ${work!.title}` });

    await card.getByRole('button', { name: 'View Case Study' }).click();
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(card.getByRole('button', { name: 'View Case Study' })).toBeFocused();
    await workLink.click();
    await expect(linkedPopup).toBeVisible();
    await expect(linkedPopup.getByRole('heading', { name: 'The Results' })).toBeVisible();
    await linkedPopup.getByRole('button', { name: 'Close' }).click();
    await expect(linkedPopup).toBeHidden();
    // The card again: its own popup opens, the work's stays closed.
    await card.getByRole('button', { name: 'View Case Study' }).click();
    await expect(popup).toBeVisible();
    await expect(linkedPopup).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Now the backend is gone: the held reads and their retries are refused, the refresh fails
    // (logged), the page keeps what it shows, and the URL follows the popup again.
    gone = true;
    for (const route of held.splice(0)) await route.abort('connectionrefused');
    await expect.poll(() => errors.join('\n'), { timeout: 30_000 }).toContain('Could not load');
    await expect(popup).toBeHidden();
    await expect(linkedPopup).toBeHidden();
    await card.getByRole('button', { name: 'View Case Study' }).click();
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/portfolio\\?caseStudy=${study.id}$`));
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/portfolio$/);
    await workLink.click();
    await expect(linkedPopup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\${work!.caseStudyLink.replace('?', '\\?')}$`));
    await linkedPopup.getByRole('button', { name: 'Close' }).click();
    await expect(linkedPopup).toBeHidden();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  });

  test('a case study link opened directly shows that case study', async ({ page }) => {
    const [study] = await serviceSelect<{ id: number; client_name: string }>(
      'CaseStudies',
      'select=id,client_name&order=id.desc&limit=1',
    );
    await page.goto(`/portfolio?caseStudy=${study!.id}`);
    await expect(page.getByRole('dialog', { name: study!.client_name })).toBeVisible();
  });
});

test("'Welcome aboard!' closes itself after 2000 ms on the portfolio", async ({ page }) => {
  await page.route('**/rest/v1/free_sample_requests**', (route) =>
    route.fulfill({ status: 201, headers: { 'access-control-allow-origin': '*' }, body: '' }),
  );
  await page.clock.install();
  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Get a Free Sample' }).click();
  const modal = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await modal.getByRole('textbox', { name: 'Your name' }).fill('Portfolio Visitor');
  await modal.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900123');
  await modal.getByRole('textbox', { name: 'Email address' }).fill('visitor@example.com');
  await modal.getByRole('textbox', { name: 'Video title' }).fill('My best video');
  await pauseClock(page);
  // Sent with the keyboard: a pointer left where the card opens would hold it (it waits while hovered).
  await modal.getByRole('button', { name: 'Claim My Free Thumbnail' }).press('Enter');
  const welcome = page.getByRole('region', { name: 'Welcome aboard!' });
  await expect(welcome).toBeVisible();
  // The request modal closed on success.
  await expect(modal).toBeHidden();
  await page.clock.runFor(1999);
  await expect(welcome).toBeVisible();
  await page.clock.runFor(1);
  await expect(welcome).toBeHidden();
  // Closed at the required instant: the message hides at once.
});
