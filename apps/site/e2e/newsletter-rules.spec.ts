import { expect, type Page } from '@playwright/test';
import { expectToast, serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * The footer newsletter's rules beyond the lead's smoke test (`newsletter.spec.ts`): the
 * invalid-email toast, the duplicate recognised by code 23505 (not by the message text), any
 * other failure, and the success toast word for word with the field cleared.
 * @see docs/requirements.md §5 (Newsletter), §8 (Newsletter failure)
 */
test.describe.configure({ mode: 'parallel' });

const cors = { 'access-control-allow-origin': '*' };
const footer = (page: Page) => page.getByRole('contentinfo');
const emailField = (page: Page) => footer(page).getByRole('textbox', { name: 'Email address' });
const subscribe = (page: Page) => footer(page).getByRole('button', { name: 'Subscribe' });

/** Answers the subscriber insert with a PostgREST error; counts the inserts tried. */
async function failInsert(page: Page, status: number, code: string, message: string) {
  const tried = { count: 0 };
  await page.route('**/rest/v1/Subscribers**', (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    tried.count += 1;
    return route.fulfill({ status, headers: cors, json: { code, message, details: null, hint: null } });
  });
  return tried;
}

test("an empty or malformed email toasts 'Invalid Email' and sends nothing", async ({ page }) => {
  const tried = await failInsert(page, 500, 'XX000', 'must not be called');
  await page.clock.install();
  await page.goto('/packages');
  await subscribe(page).click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
  for (const bad of ['no-at-sign.example.com', 'two@@example.com', 'name@domain', 'spa ce@example.com']) {
    await page.getByRole('status').getByRole('button', { name: 'Close notification' }).click();
    await emailField(page).fill(bad);
    await subscribe(page).click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
    await expect(emailField(page)).toHaveValue(bad);
  }
  expect(tried.count).toBe(0);
});

test('a unique violation (code 23505) says the address is already subscribed, whatever its message', async ({ page }) => {
  const tried = await failInsert(page, 409, '23505', 'conflict');
  await page.clock.install();
  await page.goto('/about');
  await emailField(page).fill('already@example.com');
  await subscribe(page).click();
  await expectToast(page, 'Subscription Failed', 'You are already subscribed with this email!');
  await expect(emailField(page)).toHaveValue('already@example.com');
  expect(tried.count).toBe(1);
});

test("any other failure says 'Could not subscribe. Please try again.'", async ({ page }) => {
  await failInsert(page, 500, 'XX000', 'the database is restarting');
  await page.clock.install();
  await page.goto('/testimonials');
  await emailField(page).fill('later@example.com');
  await subscribe(page).click();
  await expectToast(page, 'Subscription Failed', 'Could not subscribe. Please try again.');
  await expect(emailField(page)).toHaveValue('later@example.com');
});

test("success toasts 'Subscribed!' / 'Thanks for subscribing to our newsletter!' and clears the field", async ({ page }) => {
  const email = uniqueEmail('rules');
  await page.clock.install();
  await page.goto('/contact');
  await emailField(page).fill(`  ${email}  `);
  await subscribe(page).click();
  await expectToast(page, 'Subscribed!', 'Thanks for subscribing to our newsletter!', { destructive: false });
  await expect(emailField(page)).toHaveValue('');
  const rows = await serviceSelect('Subscribers', `select=email&email=eq.${encodeURIComponent(email)}`);
  expect(rows).toEqual([{ email }]);
});
