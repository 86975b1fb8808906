import { expect, type Page } from '@playwright/test';
import { consoleErrors, flushUntil, fulfilRest, PAUSED_AT, pauseClock, restError, serviceSelect, test } from './support';

/**
 * The frame of every page (docs/requirements.md §2): the eight routes and their titles, scroll to top, the
 * navigation bar (desktop and phone), the footer, the logo and the favicon from the site assets,
 * the offer banner and the floating chat button (§4, §8, §9 timings on Playwright's clock).
 */
// Generous per-test time: on a loaded 2-core machine a page with its dialogs can take 20 s.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const BRAND = 'ThumbCraft Studio';
const NAV = ['Home', 'Portfolio', 'Packages', 'About', 'Testimonials', 'Blog', 'Contact'];

/** The newest blog post (its title names the post's page). */
async function newestPost() {
  const [post] = await serviceSelect<{ title: string; slug: string }>(
    'blogs',
    'select=title,slug&order=created_at.desc&limit=1',
  );
  return post!;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').getByText(/All rights reserved/).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
}

test.describe('routes (§2)', () => {
  test('each of the eight routes loads directly with its document title, bar and footer', async ({ page }) => {
    const post = await newestPost();
    const routes: [string, string][] = [
      ['/', `${BRAND} — Custom YouTube Thumbnails That Get Clicked`],
      ['/portfolio', `Portfolio — ${BRAND}`],
      ['/packages', `Packages and Pricing — ${BRAND}`],
      ['/about', `About Us — ${BRAND}`],
      ['/testimonials', `Testimonials — ${BRAND}`],
      ['/blog', `Blog - ${BRAND}`],
      [`/blog/${post.slug}`, `${post.title} - blog`],
      ['/contact', `Contact Us — ${BRAND}`],
    ];
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('any other path has no page of its own: it lands on home', async ({ page }) => {
    for (const path of ['/nope', '/blog/a/b', '/portfolio/extra', '/index.html']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page).toHaveTitle(`${BRAND} — Custom YouTube Thumbnails That Get Clicked`);
      await expect(page.getByRole('button', { name: 'Book a free Call back' })).toBeVisible();
    }
  });

  test('moving between routes updates the title and marks the current link', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL('/testimonials');
    await expect(page).toHaveTitle(`Testimonials — ${BRAND}`);
    await expect(nav.getByRole('link', { name: 'Testimonials' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    const post = await newestPost();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveTitle(`Blog - ${BRAND}`);
    await page.getByRole('link', { name: post.title }).first().click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page).toHaveTitle(`${post.title} - blog`);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  });
});

test('scroll returns to the top on every route change, back and forward included', async ({ page }) => {
  await page.goto('/');
  await scrollToFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Packages' }).click();
  await expect(page).toHaveURL('/packages');
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollToFooter(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollToFooter(page);
  await page.goBack();
  await expect(page).toHaveURL('/packages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollToFooter(page);
  await page.goForward();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test.describe('navigation bar (§2)', () => {
  test('desktop: the seven links in order, each going to its route; no menu toggle', async ({ page }) => {
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV);
    for (const link of await links.all()) await expect(link).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const paths = ['/', '/portfolio', '/packages', '/about', '/testimonials', '/blog', '/contact'];
    for (const [i, name] of NAV.entries()) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(paths[i]!);
    }
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the links hide behind a toggle menu that opens, navigates and closes', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      for (const name of NAV) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();

      await toggle.click();
      const close = nav.getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      const visibleLinks = nav.getByRole('link').filter({ visible: true });
      await expect(visibleLinks).toHaveText(NAV);

      await visibleLinks.getByText('Packages', { exact: true }).click();
      await expect(page).toHaveURL('/packages');
      await expect(nav.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(visibleLinks).toHaveCount(0);

      await nav.getByRole('button', { name: 'Open menu' }).click();
      await expect(visibleLinks).toHaveCount(7);
      await page.keyboard.press('Escape');
      await expect(visibleLinks).toHaveCount(0);
      await expect(nav.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });
});

test.describe('footer (§2)', () => {
  test('quick links, newsletter form, social links and copyright line', async ({ page }) => {
    await page.goto('/portfolio');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('list').filter({ has: page.getByRole('link', { name: 'Back to Top' }) });
    await expect(quick.getByRole('link')).toHaveText(['Back to Top', 'Packages', 'Blog', 'Contact Us', 'About Us']);
    await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const social = footer.getByRole('link', { name: /opens in a new tab/ });
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    const year = new Date().getFullYear();
    await expect(footer.getByText(`© ${year} ThumbCraft Studio Ltd`)).toHaveText(/All rights reserved\.$/);

    for (const [name, path] of [
      ['Packages', '/packages'],
      ['Blog', '/blog'],
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test('Back to Top scrolls to the top of the page', async ({ page }) => {
    await page.goto('/');
    await scrollToFooter(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Back to Top' }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL('/');
  });
});

test.describe('logo and favicon from the site assets (§2, §8)', () => {
  test('the logo is the logo_dark_background asset, in the bar and the footer', async ({ page }) => {
    const [asset] = await serviceSelect<{ asset_url: string }>('site_assets', 'select=asset_url&asset_name=eq.logo_dark_background');
    await page.goto('/about');
    for (const area of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      await expect(area.getByRole('img', { name: `${BRAND} logo` })).toHaveAttribute('src', asset!.asset_url);
    }
  });

  test('another stored logo URL is the one shown', async ({ page }) => {
    await fulfilRest(page, 'site_assets', { asset_url: '/images/brand/favicon.svg' }, { filter: 'asset_name=eq.logo_dark_background' });
    await page.goto('/');
    const logo = page.getByRole('banner').getByRole('img', { name: `${BRAND} logo` });
    await expect(logo).toHaveAttribute('src', '/images/brand/favicon.svg');
  });

  test('the page icon is replaced by the favicon asset', async ({ page }) => {
    await fulfilRest(page, 'site_assets', { asset_url: '/images/brand/logo.svg' }, { filter: 'asset_name=eq.favicon' });
    await page.goto('/packages');
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', '/images/brand/logo.svg');
  });

  test('logo and favicon fetch errors are only logged: a failed refresh keeps the prerendered logo and page icon', async ({ page }) => {
    const [logo] = await serviceSelect<{ asset_url: string }>('site_assets', 'select=asset_url&asset_name=eq.logo_dark_background');
    const [favicon] = await serviceSelect<{ asset_url: string }>('site_assets', 'select=asset_url&asset_name=eq.favicon');
    const errors = consoleErrors(page);
    await fulfilRest(page, 'site_assets', restError('logo down'), { status: 500, filter: 'asset_name=eq.logo_dark_background' });
    await fulfilRest(page, 'site_assets', restError('favicon down'), { status: 500, filter: 'asset_name=eq.favicon' });
    await page.goto('/');
    await expect.poll(() => errors.join('\n')).toContain('Could not load logo');
    await expect.poll(() => errors.join('\n')).toContain('Could not load favicon');
    for (const area of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
      await expect(area.getByRole('img', { name: `${BRAND} logo` })).toHaveAttribute('src', logo!.asset_url);
    }
    await expect(page.getByText(/logo down|favicon down/)).toHaveCount(0);
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', favicon!.asset_url);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(7);
  });
});

test.describe('offer banner (§2, §9)', () => {
  const banner = (page: Page) => page.getByRole('complementary', { name: 'Special offers' });

  test('shows the active offers only, rotating every 5000 ms', async ({ page }) => {
    // Active and inside their window now (the seed's Black Friday offer ended on 30 November).
    const now = Date.now();
    const rows = await serviceSelect<{ message: string; starts_at: string | null; ends_at: string | null }>('offers', 'select=message,starts_at,ends_at&is_active=eq.true&order=id');
    const active = rows.filter((o) => (!o.starts_at || Date.parse(o.starts_at) <= now) && (!o.ends_at || Date.parse(o.ends_at) > now));
    const [inactive] = await serviceSelect<{ message: string }>('offers', 'select=message&is_active=eq.false&limit=1');
    const ended = rows.find((o) => o.ends_at && Date.parse(o.ends_at) <= now);
    expect([active.length, Boolean(ended)]).toEqual([2, true]);
    await pauseClock(page);
    await page.goto('/');
    await flushUntil(page, () => expect(banner(page)).toContainText(active[0]!.message, { timeout: 200 }));
    await page.clock.runFor(4999);
    await expect(banner(page)).toContainText(active[0]!.message);
    await page.clock.runFor(1);
    // Due now, 5000 ms after the arrival: should the app start only now, its timer is due at
    // once (the clock, paused, runs due timers when asked).
    await flushUntil(page, () => expect(banner(page)).toContainText(active[1]!.message, { timeout: 200 }));
    await expect(banner(page)).not.toContainText(active[0]!.message);
    await page.clock.runFor(4999);
    await expect(banner(page)).toContainText(active[1]!.message);
    await page.clock.runFor(1);
    await expect(banner(page)).toContainText(active[0]!.message);
    await expect(page.getByText(inactive!.message)).toHaveCount(0);
    await expect(page.getByText(ended!.message)).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Pause offers' })).toBeVisible();
  });

  test('one offer stays put: no rotation', async ({ page }) => {
    await fulfilRest(page, 'offers', [{ message: 'Only offer: free sample' }]);
    await pauseClock(page);
    await page.goto('/');
    const offer = banner(page).getByRole('paragraph');
    await flushUntil(page, () => expect(offer).toHaveText('Only offer: free sample', { timeout: 200 }));
    await page.clock.runFor(15_000);
    await expect(offer).toHaveText('Only offer: free sample');
    await expect(banner(page).getByRole('button')).toHaveCount(0);
  });

  test('hidden when there are no active offers', async ({ page }) => {
    await fulfilRest(page, 'offers', []);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });

  test('a fetch error is only logged: a failed refresh keeps the prerendered offers', async ({ page }) => {
    const [first] = await serviceSelect<{ message: string }>('offers', 'select=message&is_active=eq.true&order=id&limit=1');
    const errors = consoleErrors(page);
    await fulfilRest(page, 'offers', restError('offers down'), { status: 500 });
    await page.goto('/packages');
    await expect.poll(() => errors.join('\n')).toContain('Could not load offers');
    await expect(banner(page)).toContainText(first!.message);
    await expect(page.getByText('offers down')).toHaveCount(0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('an offer wider than the strip scrolls as a marquee; a short one does not', async ({ page }) => {
      const long = 'Black Friday: 30% off every Pro Engage and Ultimate Growth plan until 30 November';
      let messages = [{ message: long }];
      await page.route('**/rest/v1/offers?**', (route) =>
        route.fulfill({ json: messages, headers: { 'access-control-allow-origin': '*' } }),
      );
      await page.goto('/');
      await expect(banner(page).getByRole('region', { name: 'Current offer' })).toBeVisible();
      const marquee = banner(page).getByRole('region', { name: 'Current offer' });
      await expect(marquee).toHaveAttribute('aria-roledescription', 'marquee');
      const running = () => marquee.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
      await expect.poll(running).toBeGreaterThan(0);
      await expect(banner(page).getByRole('button', { name: 'Pause offers' })).toBeVisible();

      messages = [{ message: 'Free sample' }];
      await page.reload();
      await expect(banner(page).getByRole('paragraph')).toHaveText('Free sample');
      await expect(banner(page).getByRole('region')).toHaveCount(0);
      await expect(banner(page).getByRole('button')).toHaveCount(0);
    });
  });
});

test.describe('floating chat button (§2, §4, §8, §9)', () => {
  const CHAT = 'https://wa.me/442038904412';
  const chat = (page: Page) => page.getByRole('link', { name: 'Chat with us on WhatsApp' });

  /**
   * Loads home with the clock paused; the chat button is loaded on demand, so the clock runs in
   * animation frames until it shows (React reveals it on a short timer).
   * @returns the milliseconds of page time that passed since the arrival: the page arrived at
   *   the paused instant (its first script ran then, whenever the app started).
   */
  async function arriveHome(page: Page): Promise<number> {
    const chunk = page.waitForResponse((response) => response.url().includes('/assets/deferredParts'));
    await pauseClock(page);
    await page.goto('/');
    await chunk;
    for (let framesMs = 0; !(await chat(page).isVisible()); framesMs += 16) {
      expect(framesMs).toBeLessThan(1000);
      await page.clock.runFor(16);
    }
    return page.evaluate((arrivedAt) => Date.now() - arrivedAt, PAUSED_AT.getTime());
  }

  test('shown only when the path is exactly /', async ({ page }) => {
    for (const path of ['/', '/?utm_source=x', '/#benefits']) {
      await page.goto(path);
      await expect(chat(page)).toBeVisible();
    }
    for (const path of ['/portfolio', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(chat(page)).toHaveCount(0);
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(chat(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(chat(page)).toHaveCount(0);
  });

  test('opens the chat-app link in a new tab', async ({ page, context }) => {
    await context.route(`${CHAT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Chat</title>' }));
    await page.goto('/');
    await expect(chat(page)).toHaveAttribute('href', CHAT);
    await expect(chat(page)).toHaveAttribute('target', '_blank');
    await expect(chat(page)).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page'), chat(page).click()]);
    await expect(tab).toHaveURL(CHAT);
    await expect(page).toHaveURL('/');
  });

  test('the tooltip appears 3000 ms after arriving on home and hides 6000 ms later, with the stored message', async ({ page }) => {
    const [stored] = await serviceSelect<{ message: string }>('whatsapp_tooltips', 'select=message&is_active=eq.true&limit=1');
    const elapsedMs = await arriveHome(page);
    await page.clock.runFor(2999 - elapsedMs);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toHaveText(stored!.message);
    await page.clock.runFor(5999);
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toHaveAttribute('data-state', 'closed');
  });

  test('the 3000 ms count starts when the visitor arrives on home from another page', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the app runs (its notifications region mounts; React reveals it on a short timer), the
    // link is an in-app navigation rather than a page load.
    for (let framesMs = 0; (await page.getByRole('region', { name: /Notifications/ }).count()) === 0; framesMs += 16) {
      expect(framesMs).toBeLessThan(30_000);
      await page.clock.runFor(16);
    }
    await page.clock.runFor(5000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /thumbnail/i })).toBeVisible();
    // The chat button's code loads only on home: the clock runs in frames until it shows, and
    // those frames count toward the 3000 ms, which run from the arrival on home.
    let framesMs = 0;
    for (; !(await chat(page).isVisible()); framesMs += 16) {
      expect(framesMs).toBeLessThan(1000);
      await page.clock.runFor(16);
    }
    await page.clock.runFor(2999 - framesMs);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await page.clock.runFor(1);
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  for (const [why, status, body] of [
    ['no active message', 406, restError('Cannot coerce the result to a single JSON object', 'PGRST116')],
    ['a fetch error', 500, restError('tooltips down')],
  ] as const) {
    test(`with ${why} the tooltip says 'Want to discuss something? We are here'`, async ({ page }) => {
      await fulfilRest(page, 'whatsapp_tooltips', body, { status });
      await page.clock.runFor(3000 - (await arriveHome(page)));
      // The exact 3000 ms instant is asserted above; here only the text matters, so step on a
      // few frames if the arrival was recorded a little after the chunk loaded (busy machine).
      for (let extraMs = 0; !(await page.getByRole('tooltip').isVisible()) && extraMs < 1000; extraMs += 16) {
        await page.clock.runFor(16);
      }
      await expect(page.getByRole('tooltip')).toHaveText('Want to discuss something? We are here');
    });
  }
});
