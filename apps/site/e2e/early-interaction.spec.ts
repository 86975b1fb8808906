import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast, serviceSelect, test, uniqueEmail } from './support';

/**
 * A visitor on a slow phone who uses a control the moment it is painted, before the app has
 * started: the tap must never be lost. A phone viewport with touch, the CPU slowed 4× and the
 * network of Lighthouse's mobile profile (150 ms round trip, 1.6 Mbps down, 750 Kbps up), through
 * the Chrome DevTools Protocol. Each test taps as soon as its control is visible (Playwright's
 * actionability checks, nothing else) and asserts what the visitor then sees.
 * README "The first view" says which controls work on the platform alone and which keep the tap.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Throttles the page like Lighthouse's mobile profile, then opens `path` without waiting. */
async function openOnSlowPhone(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
}

/**
 * A visitor who asked for reduced motion: the carousels start paused (docs/accessibility.md), so
 * only the tap moves them. Otherwise, when the app starts more than the 5000 ms interval after
 * the arrival (a throttled phone on a busy machine), the autoplay that is due moves the carousel
 * along with the replayed tap, and '2 of 5' is never shown.
 */
const holdAutoplay = (page: Page) => page.emulateMedia({ reducedMotion: 'reduce' });

/** Taps `control` the moment it is visible, as a thumb would; returns when the tap is made. */
async function tapWhenVisible(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await control.tap();
}

/** Whether the app had started when called (for the record: the tests pass either way). */
const appStarted = (page: Page) => page.evaluate(() => document.querySelector('[data-taps-live]') !== null);

test.describe('a tap at first paint on a throttled phone', () => {
  test('/ the phone menu opens and shows the links', async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await tapWhenVisible(page.getByRole('button', { name: 'Open menu' }));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Testimonials', exact: true })).toBeVisible();
  });

  test("/ 'Get a Free Sample' opens the free-sample form, ready to type into", async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await tapWhenVisible(page.getByRole('button', { name: 'Get a Free Sample' }).first());
    const dialog = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Your name' }).fill('Early Visitor');
    await expect(dialog.getByRole('textbox', { name: 'Your name' })).toHaveValue('Early Visitor');
    await expect(dialog.getByRole('button', { name: 'Claim My Free Thumbnail' })).toBeVisible();
  });

  test("/ 'Book a free Call back' opens the callback form", async ({ page }) => {
    await openOnSlowPhone(page, '/');
    await tapWhenVisible(page.getByRole('button', { name: 'Book a free Call back' }).first());
    const dialog = page.getByRole('dialog', { name: 'Book a Free Call Back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeEditable();
  });

  test("/packages the free-sample and callback buttons open their forms", async ({ page }) => {
    await openOnSlowPhone(page, '/packages');
    await tapWhenVisible(page.getByRole('button', { name: 'Get a Free Sample' }));
    const freeSample = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
    await expect(freeSample).toBeVisible();
    await freeSample.getByRole('button', { name: 'Close' }).tap();
    await expect(freeSample).toBeHidden();
    await tapWhenVisible(page.getByRole('button', { name: 'Book a free Call back' }));
    await expect(page.getByRole('dialog', { name: 'Book a Free Call Back' })).toBeVisible();
  });

  test('/packages an FAQ question opens its answer, one at a time', async ({ page }) => {
    await openOnSlowPhone(page, '/packages');
    await tapWhenVisible(page.getByText('How fast will I receive my thumbnail?'));
    await expect(page.getByText('Starter Spark is delivered in 24-48 hours.', { exact: false })).toBeVisible();
    await page.getByText('How many revisions can I ask for?').tap();
    await expect(page.getByText('Pro Engage and Ultimate Growth include unlimited revisions', { exact: false })).toBeVisible();
    await expect(page.getByText('Starter Spark is delivered in 24-48 hours.', { exact: false })).toBeHidden();
  });

  test("/testimonials the carousel's next button and a dot move it", async ({ page }) => {
    await holdAutoplay(page);
    await openOnSlowPhone(page, '/testimonials');
    const carousel = page.getByRole('region', { name: 'Testimonials', exact: true });
    await tapWhenVisible(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('group', { name: '2 of 5' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Go to slide 4' }).tap();
    await expect(carousel.getByRole('group', { name: '4 of 5' })).toBeVisible();
  });

  test("/portfolio the featured carousel's next button moves it", async ({ page }) => {
    await holdAutoplay(page);
    await openOnSlowPhone(page, '/portfolio');
    const carousel = page.getByRole('region', { name: 'Featured transformations' });
    await tapWhenVisible(carousel.getByRole('button', { name: 'Next slide' }));
    await expect(carousel.getByRole('group', { name: /^2 of \d$/ })).toBeVisible();
  });

  test('/portfolio a category tab filters the grid', async ({ page }) => {
    await openOnSlowPhone(page, '/portfolio');
    const tab = page.getByRole('tab', { name: 'Gaming & Live Streams' });
    await tapWhenVisible(tab);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
  });

  test('/portfolio a case study opens in its popup', async ({ page }) => {
    await openOnSlowPhone(page, '/portfolio');
    await tapWhenVisible(page.getByRole('button', { name: 'View Case Study' }).first());
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test("/contact the package select opens its options", async ({ page }) => {
    await openOnSlowPhone(page, '/contact');
    await tapWhenVisible(page.getByRole('combobox', { name: /Package interest/ }));
    await expect(page.getByRole('option', { name: 'Pro Engage' })).toBeVisible();
  });

  test("/contact submitting the empty form says 'Missing Fields'", async ({ page }) => {
    await page.clock.install();
    await openOnSlowPhone(page, '/contact');
    await tapWhenVisible(page.getByRole('button', { name: 'Send Message' }));
    await expectToast(page, 'Missing Fields', 'Please fill out all required fields.');
  });

  test("the footer's Subscribe with no email says 'Invalid Email'", async ({ page }) => {
    await page.clock.install();
    await openOnSlowPhone(page, '/about');
    await tapWhenVisible(page.getByRole('button', { name: 'Subscribe' }));
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
  });

  test("the offer banner's pause button pauses it", async ({ page }) => {
    await openOnSlowPhone(page, '/blog');
    await tapWhenVisible(page.getByRole('button', { name: 'Pause offers' }));
    await expect(page.getByRole('button', { name: 'Play offers' })).toBeVisible();
  });

  test('/blog/{post} the phone menu opens on a blog post', async ({ page }) => {
    const [post] = await serviceSelect<{ slug: string }>('blogs', 'select=slug&order=created_at.desc&limit=1');
    await openOnSlowPhone(page, `/blog/${post!.slug}`);
    await tapWhenVisible(page.getByRole('button', { name: 'Open menu' }));
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible();
  });

  test("a footer link is a plain link: it navigates whenever it is tapped", async ({ page }) => {
    await openOnSlowPhone(page, '/about');
    await tapWhenVisible(page.getByRole('contentinfo').getByRole('link', { name: 'Packages' }));
    await expect(page).toHaveURL('/packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Packages');
  });

  test('text typed before the app starts is still there after it starts, and is what gets stored', async ({ page }) => {
    await openOnSlowPhone(page, '/contact');
    const email = uniqueEmail('early-typist');
    await page.getByRole('textbox', { name: 'Your name' }).fill('Early Typist');
    await page.getByRole('textbox', { name: 'Email address' }).first().fill(email);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Typed at first paint');
    await page.getByRole('textbox', { name: 'Message' }).fill('Every character I typed before the page was ready.');
    const typedBeforeStart = !(await appStarted(page));
    await page.getByRole('combobox', { name: /Package interest/ }).tap();
    await page.getByRole('option', { name: 'Pro Engage' }).tap();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Early Typist');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Every character I typed before the page was ready.');
    await page.getByRole('button', { name: 'Send Message' }).tap();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    await expect
      .poll(() => serviceSelect('ContactQueries', `select=name,subject,message,package_interest&email=eq.${encodeURIComponent(email)}`))
      .toEqual([{ name: 'Early Typist', subject: 'Typed at first paint', message: 'Every character I typed before the page was ready.', package_interest: 'Pro Engage' }]);
    test.info().annotations.push({ type: 'typed before the app started', description: String(typedBeforeStart) });
  });
});
