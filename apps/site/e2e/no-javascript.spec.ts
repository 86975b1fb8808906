import { expect, type Page } from '@playwright/test';
import { business } from '../src/config/business';
import { appIsRunning, holdApp, pauseClock, test } from './support';

/**
 * With JavaScript off, the site still does what the platform can do by itself: every page reads
 * in full from its prerendered HTML, links navigate, the phone menu opens (`popover`), the lead
 * dialogs open (`<dialog>` + `command`), and the FAQ opens one answer at a time (`<details name>`).
 * What needs the app says so or is not shown: a form that sends only through it shows how to reach
 * the agency instead of fields that cannot send, and no control that only the app runs (pause,
 * slide and category buttons) shows; the gallery rows stand still, the map comes from the page.
 * What a visitor reads is what the agency claims: the achievement counters on `/` and `/about`
 * show their real figures (never 0), before the app and, for a visitor already looking at them
 * when it starts, after it. README "The first view"; docs/accessibility.md (Without JavaScript).
 */
test.use({ javaScriptEnabled: false });

const PAGES: [path: string, heading: string, content: string][] = [
  ['/', 'Thumbnails that make viewers click', 'Our 5-step process'],
  ['/portfolio', 'Portfolio', 'View Case Study'],
  ['/packages', 'Packages', 'How does the free sample work?'],
  ['/about', 'The designers behind ThumbCraft Studio', 'Innovation'],
  ['/testimonials', 'What creators say', 'What creators say'],
  ['/blog', 'Thumbnail tips and insights', 'Read article'],
  ['/contact', "Let's talk thumbnails", 'Send us a message'],
];

for (const [path, heading, content] of PAGES) {
  test(`${path} reads in full without JavaScript`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(content, { exact: false }).first()).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
  });
}

test('links navigate without JavaScript', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Packages' }).click();
  await expect(page).toHaveURL('/packages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and its links navigate without JavaScript', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
    await expect(blog).toBeVisible();
    await blog.click();
    await expect(page).toHaveURL('/blog');
  });

  test('the offer reads whole: it wraps, where the app would scroll it, instead of being cut', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: 'Special offers' }).getByRole('paragraph');
    await expect(offer).toBeVisible();
    // Longer than a phone's line (the app scrolls it), so it must wrap onto a second line.
    const { scrollWidth, clientWidth, lines } = await offer.evaluate((node) => ({
      scrollWidth: node.scrollWidth,
      clientWidth: node.clientWidth,
      lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
    }));
    expect(lines, 'the seeded offer is longer than one line at 390 px').toBeGreaterThan(1);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

/** What a form says in place of its fields without JavaScript (components/WithoutScript.tsx). */
const withoutScript = (toDo: string) =>
  `Sending this form needs JavaScript, which is off in this browser. To ${toDo}, email ${business.email} or call ${business.phone.display}.`;

test('the free-sample and callback dialogs open, say how to reach the agency instead of showing a form that cannot send, and close', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Free Sample' }).first().click();
  const freeSample = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await expect(freeSample).toContainText(withoutScript('ask for your free sample'));
  await expect(freeSample.getByRole('link', { name: business.email })).toHaveAttribute('href', `mailto:${business.email}`);
  await expect(freeSample.getByRole('textbox')).toHaveCount(0);
  await expect(freeSample.getByRole('button', { name: 'Claim My Free Thumbnail' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(freeSample).toBeHidden();

  await page.getByRole('button', { name: 'Book a free Call back' }).first().click();
  const callback = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await expect(callback).toContainText(withoutScript('book a call back'));
  await expect(callback.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);
  await expect(callback.getByRole('combobox')).toHaveCount(0);
  await callback.getByRole('button', { name: 'Close' }).click();
  await expect(callback).toBeHidden();
});

test('the contact and newsletter forms say how to reach the agency instead, and no field takes input that cannot be sent', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText(withoutScript('send us a message'));
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(withoutScript('subscribe'));
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeHidden();
  // The map, which the app creates near the viewport, comes from the page itself.
  await expect(page.locator(`iframe[title="Map showing ${business.brandName} in London"]`)).toBeVisible();
});

test('no control shows that only the app runs, and nothing moves that could not be paused', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The gallery rows stand still and have no pause button; the offer banner has none either.
  await expect(page.getByRole('button', { name: /^(Pause|Play) / })).toHaveCount(0);
  const row = page.getByRole('region', { name: 'Thumbnail gallery, row 1' });
  await expect(row.getByRole('img').first()).toBeVisible();
  // (Ark's marquee marks its moving strip data-part="content".)
  await expect(row.locator('[data-part="content"]').first()).toHaveCSS('animation-name', 'none');

  // The carousels show their first slide, with no controls; the portfolio shows every work, with no category tabs.
  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { name: 'Featured Transformations' })).toBeVisible();
  for (const name of ['Pause slide show', 'Previous slide', 'Next slide']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View Case Study' }).first()).toBeVisible();
  await page.goto('/testimonials');
  await expect(page.getByRole('img', { name: /^Rated \d out of 5 stars$/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /slide/ })).toHaveCount(0);
});

test('the FAQ opens one answer at a time without JavaScript', async ({ page }) => {
  await page.goto('/packages');
  const first = page.getByText('Send us your name, contact details and the title of an upcoming video.', { exact: false });
  const second = page.getByText('Starter Spark is delivered in 24-48 hours.', { exact: false });
  await expect(first).toBeHidden();
  await page.getByText('How does the free sample work?').click();
  await expect(first).toBeVisible();
  await page.getByText('How fast will I receive my thumbnail?').click();
  await expect(second).toBeVisible();
  await expect(first).toBeHidden();
  await page.getByText('How fast will I receive my thumbnail?').click();
  await expect(second).toBeHidden();
});

/** The counters' visible numbers, as a visitor reads them ("900+", …), in the order of the config. */
const counterFigures = Object.values(business.stats).map((stat) => `${stat.value}${stat.suffix}`);
const countersOf = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByText(/^\d+M?\+$/);

for (const [path, region] of [
  ['/', 'Numbers that speak for themselves'],
  ['/about', 'What we have achieved'],
] as const) {
  test(`${path}: the achievement counters read their real figures without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const counters = countersOf(page, region);
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(counterFigures);
    for (const counter of await counters.all()) await expect(counter).toBeVisible();
    for (const stat of Object.values(business.stats)) await expect(page.getByRole('region', { name: region })).toContainText(stat.label);
  });
}

test.describe('with the app held back', () => {
  test.use({ javaScriptEnabled: true });

  test('/: a visitor who scrolled to the counters before the app started never sees them go backwards', async ({ page }) => {
    await pauseClock(page);
    const release = await holdApp(page);
    await page.goto('/');
    const counters = countersOf(page, 'Numbers that speak for themselves');
    await counters.first().scrollIntoViewIfNeeded();
    await expect(counters).toHaveText(counterFigures);
    release();
    await appIsRunning(page);
    // Every frame from here on: the figures the visitor read, no jump to 0 and no count.
    for (const ms of [0, 17, 100, 1000, 3000]) {
      await page.clock.runFor(ms);
      await expect(counters).toHaveText(counterFigures);
    }
  });
});
