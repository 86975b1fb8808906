import { expect, type Page } from '@playwright/test';
import { fulfilRest, openInApp, pauseClock, serviceSelect, test } from './support';

/**
 * Testimonials (/testimonials): spinner, then the carousel of the first five by ascending date
 * and the rest in a grid; dots; 5000 ms autoplay pausing on hover and wrapping around;
 * previous/next; the error text in red.
 * @see docs/requirements.md §2 Testimonials, §4, §8, §9
 */
test.describe.configure({ mode: 'parallel' });

const RED = 'rgb(255, 107, 107)';
const carousel = (page: Page) => page.getByRole('region', { name: 'Testimonials', exact: true });
const shown = (page: Page, n: number) => carousel(page).getByRole('group', { name: `${n} of 5` });

test('a spinner shows until the testimonials arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/testimonials**', async (route) => {
    await held;
    await route.continue();
  });
  await openInApp(page, 'Testimonials');
  const spinner = page.getByRole('status').filter({ hasText: /Loading/ });
  await expect(spinner).toBeVisible();
  await expect(carousel(page)).toHaveCount(0);
  release();
  await expect(shown(page, 1)).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('with no testimonials stored, no carousel and no heading stand over nothing', async ({ page }) => {
  await fulfilRest(page, 'testimonials', []);
  await openInApp(page, 'Testimonials');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  await expect(carousel(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Featured reviews' })).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('the first five by ascending date are in the carousel, the rest in the grid', async ({ page }) => {
  const rows = await serviceSelect<{ name: string }>('testimonials', 'select=name&order=created_at.asc');
  expect(rows.length).toBeGreaterThan(5);
  // The clock held: the first slide stays the one shown (it turns after 5 s, which a loaded
  // machine can reach before the names are read).
  await pauseClock(page);
  await page.goto('/testimonials');
  const slides = carousel(page).getByRole('group', { name: /^\d of 5$/, includeHidden: true });
  await expect(slides).toHaveCount(5);
  await expect(slides).toContainText(rows.slice(0, 5).map((row) => row.name));
  await expect(slides.first()).toHaveAccessibleName('1 of 5');
  const grid = page.getByRole('region', { name: 'More reviews' }).getByRole('article');
  await expect(grid).toHaveCount(rows.length - 5);
  await expect(grid).toContainText(rows.slice(5).map((row) => row.name));
});

test('dots choose a slide; previous/next wrap around', async ({ page }) => {
  await page.goto('/testimonials');
  const dots = carousel(page).getByRole('group', { name: 'Choose a slide' }).getByRole('button');
  await expect(dots).toHaveCount(5);
  await carousel(page).getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(shown(page, 3)).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  await expect(shown(page, 1)).toBeHidden();
  await carousel(page).getByRole('button', { name: 'Go to slide 5' }).click();
  await expect(shown(page, 5)).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(shown(page, 1)).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(shown(page, 5)).toBeVisible();
});

test('advances every 5000 ms, pauses on hover and wraps around', async ({ page }) => {
  await page.clock.install();
  await page.goto('/testimonials');
  await expect(shown(page, 1)).toBeVisible();
  // The visitor watches it move once on its own (5000 ms after arriving), then rests the pointer
  // on it. (A pointer already resting there when the app starts is taken as hovering, but a hover
  // made in the very moment the app starts can be missed.)
  await expect(shown(page, 2)).toBeVisible();
  await carousel(page).hover();
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  // On a slow machine another advance may already have happened: count from where it stands.
  const label = await carousel(page).getByRole('group', { name: /^\d of 5$/ }).getAttribute('aria-label');
  const start = Number(label!.split(' ')[0]);
  const after = (steps: number) => ((start - 1 + steps) % 5) + 1;
  await page.clock.runFor(20_000);
  await expect(shown(page, after(0))).toBeVisible();

  await page.mouse.move(0, 0);
  await page.clock.runFor(4999);
  await expect(shown(page, after(0))).toBeVisible();
  await page.clock.runFor(1);
  await expect(shown(page, after(1))).toBeVisible();
  await expect(carousel(page).getByRole('button', { name: `Go to slide ${after(1)}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const steps of [2, 3, 4, 5]) {
    await page.clock.runFor(5000);
    await expect(shown(page, after(steps))).toBeVisible();
  }
});

test('a failed read shows the error text in red', async ({ page }) => {
  await page.route('**/rest/v1/testimonials**', (route) =>
    route.fulfill({
      status: 500,
      headers: { 'access-control-allow-origin': '*' },
      json: { code: 'XX000', message: 'testimonials are unavailable', details: null, hint: null },
    }),
  );
  await openInApp(page, 'Testimonials');
  const error = page.getByText('Error: testimonials are unavailable', { exact: true });
  await expect(error).toBeVisible();
  await expect(error).toHaveCSS('color', RED);
  await expect(carousel(page)).toHaveCount(0);
});
