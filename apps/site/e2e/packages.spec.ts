import { PACKAGES, packagePriceLabel, type PackageName } from '@agency/domain';
import { expect, type Page } from '@playwright/test';
import { test } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * Packages (/packages): the three package cards of §3 (names, prices, features, Pro Engage
 * popular), their buttons to /contact, the free-sample, marketplace and callback sections, the
 * FAQ accordion (one open at a time, collapsible) and the 2000 ms 'Welcome aboard!'.
 * @see docs/requirements.md §2 Packages, §3 Packages, §4, §9
 */
test.describe.configure({ mode: 'parallel' });

/** The features of docs/requirements.md §3.2, per package: one pattern per feature. */
const FEATURES: Record<PackageName, RegExp[]> = {
  'Starter Spark': [/^1 custom .*design$/i, /CTR-optimised/i, /high-res JPG\/PNG/i, /^free revisions$/i, /standard delivery .*24-48h/i],
  'Pro Engage': [/^5 .*designs$/i, /free YouTube banner/i, /^unlimited revisions$/i, /priority delivery .*24h/i, /1 set of A\/B variations/i],
  'Ultimate Growth': [/^10 .*designs$/i, /all Pro .*features/i, /dedicated designer/i, /monthly performance review/i, /custom branding guide/i],
};

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('three package cards with the names, prices and features of §3; Pro Engage is popular', async ({ page }) => {
  await page.goto('/packages');
  const region = page.getByRole('region', { name: 'Choose your package' });
  await expect(region.getByRole('article')).toHaveCount(3);
  await expect(region.getByRole('article').getByRole('heading')).toHaveText(PACKAGES.map((p) => p.name));
  for (const pkg of PACKAGES) {
    const item = card(page, pkg.name);
    await expect(item).toContainText(packagePriceLabel(pkg));
    if (!pkg.monthly) await expect(item).not.toContainText('/m');
    await expect(item.getByRole('list', { name: `${pkg.name} includes` }).getByRole('listitem')).toHaveText(FEATURES[pkg.name]);
    if (pkg.popular) await expect(item.getByText('Most Popular', { exact: true })).toBeVisible();
    else await expect(item.getByText('Most Popular')).toHaveCount(0);
  }
  await expect(
    page.getByText(/Pro Engage and Ultimate Growth designs can be claimed within a 1-month period, with details submitted at once or gradually/),
  ).toBeVisible();
});

for (const pkg of PACKAGES) {
  test(`the ${pkg.name} button goes to /contact`, async ({ page }) => {
    await page.goto('/packages');
    await card(page, pkg.name).getByRole('link').click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });
}

test('the free-sample, marketplace and callback sections', async ({ page }) => {
  await page.goto('/packages');
  await page.getByRole('button', { name: 'Get a Free Sample' }).click();
  const sample = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await expect(sample).toBeVisible();
  await sample.getByRole('button', { name: 'Close' }).click();
  await expect(sample).toBeHidden();

  const marketplace = page.getByRole('link', { name: /^Order on / });
  await expect(marketplace).toHaveAttribute('href', /^https:\/\//);
  await expect(marketplace).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  const callback = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await expect(callback).toBeVisible();
  await expect(callback.getByRole('button', { name: 'Book My Call' })).toBeVisible();
});

test('FAQ accordion: one item open at a time, and the open one closes again', async ({ page }) => {
  await page.goto('/packages');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  // Each question is a heading in the <summary> of its <details> (the platform's disclosure,
  // which works before the app starts); what a visitor sees is the answer showing or not.
  const questions = faq.getByRole('heading', { level: 3 });
  await expect(questions).not.toHaveCount(0);
  const firstAnswer = faq.getByText(/We design one thumbnail for it free of charge/);
  const secondAnswer = faq.getByText(/Starter Spark is delivered in 24-48 hours/);
  await expect(firstAnswer).toBeHidden();

  await questions.nth(0).click();
  await expect(firstAnswer).toBeVisible();

  await questions.nth(1).click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();

  await questions.nth(1).click();
  await expect(secondAnswer).toBeHidden();
  await expect(firstAnswer).toBeHidden();
});

test("'Welcome aboard!' closes itself after 2000 ms on the packages page", async ({ page }) => {
  await page.route('**/rest/v1/callback_requests**', (route) =>
    route.fulfill({ status: 201, headers: { 'access-control-allow-origin': '*' }, body: '' }),
  );
  await page.clock.install();
  await page.goto('/packages');
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Packages Visitor');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900456');
  await dialog.getByRole('combobox', { name: 'Preferred date' }).click();
  await dialog.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Preferred time slot' }).click();
  await dialog.getByRole('option').first().click();
  // The visitor's pointer moves on (it chose the options): left where the card opens, it would hold it (it waits while hovered).
  await page.mouse.move(0, 0);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  // Sent with the keyboard: a pointer left where the card opens would hold it (it waits while hovered).
  await dialog.getByRole('button', { name: 'Book My Call' }).press('Enter');
  const welcome = page.getByRole('region', { name: 'Welcome aboard!' });
  await expect(welcome).toBeVisible();
  await page.clock.runFor(1999);
  await expect(welcome).toBeVisible();
  await page.clock.runFor(1);
  await expect(welcome).toBeHidden();
  // Closed at the required instant: the message hides at once.
});
