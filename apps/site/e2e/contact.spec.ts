import { PACKAGE_OPTIONS } from '@agency/domain';
import { expect, type Page } from '@playwright/test';
import { serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * Contact (/contact): phone, email and address; the map embed (title, lazy, London marker);
 * the message form's §5 validation toasts, its 4 package options, 'Sending...', the 'Message
 * Sent!' dialog closed only by the visitor, the failure toast with the values kept, and the row
 * in "ContactQueries".
 * @see docs/requirements.md §2 Contact, §4, §5, §7, §8
 */
test.describe.configure({ mode: 'parallel' });

const cors = { 'access-control-allow-origin': '*' };

/** The toast with this title (one toast shows at a time). */
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** The message form's part of the page (the footer's newsletter field is outside `main`). */
const form = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });

async function fillForm(page: Page, values: { name: string; email: string; subject: string; message: string; pkg: string }) {
  await field(page, 'Your name').fill(values.name);
  await field(page, 'Email address').fill(values.email);
  await field(page, 'Subject').fill(values.subject);
  await form(page).getByRole('combobox', { name: 'Package interest' }).click();
  await page.getByRole('option', { name: values.pkg }).click();
  await field(page, 'Message').fill(values.message);
}

test('phone, email, address and a lazy map with a marker in London', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^\+44/ })).toHaveAttribute('href', /^tel:\+44\d+$/);
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@]+@[^@]+\.\w+$/);
  await expect(main.getByRole('definition').filter({ hasText: 'London' })).toBeVisible();

  // The map's iframe is created only when its frame nears the viewport.
  const map = main.locator('iframe');
  await main.getByRole('link', { name: /View larger map/ }).scrollIntoViewIfNeeded();
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', /London/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  const src = new URL((await map.getAttribute('src'))!);
  const [lat, lng] = src.searchParams.get('marker')!.split(',').map(Number);
  // Greater London's bounding box.
  expect(lat).toBeGreaterThan(51.28);
  expect(lat).toBeLessThan(51.7);
  expect(lng).toBeGreaterThan(-0.52);
  expect(lng).toBeLessThan(0.34);
});

test('a map still loading takes no Tab stop; once loaded, Tab goes into it', async ({ page }) => {
  // The map's page held on the way, as on a slow network; then answered with a control in it.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('https://www.openstreetmap.org/**', async (route) => {
    await answered;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>OpenStreetMap</title><a href="#zoom">Zoom in</a></html>',
    });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/contact');
  const main = page.getByRole('main');
  const email = main.getByRole('link', { name: /@/ });
  const larger = main.getByRole('link', { name: /View larger map/ });
  await larger.scrollIntoViewIfNeeded();
  await expect(main.locator('iframe')).toHaveCount(1);
  // From the heading, Tab to the email link, then on: the loading map is passed over.
  await page.getByRole('heading', { level: 1 }).click();
  for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(larger, 'the next stop after the email link, while the map loads').toBeFocused();

  answer();
  const zoom = page.frameLocator('iframe').getByRole('link', { name: 'Zoom in' });
  await expect(zoom).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(zoom, 'Shift+Tab from the link goes into the loaded map').toBeFocused();
});

test('the package field offers the 4 options of §5', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('combobox', { name: 'Package interest' }).click();
  await expect(page.getByRole('listbox', { name: 'Package interest' })).toMatchAriaSnapshot(
    ['- listbox "Package interest":', '  - /children: equal', ...PACKAGE_OPTIONS.map((option) => `  - option "${option}"`)].join('\n'),
  );
});

test('validation toasts of §5, word for word', async ({ page }) => {
  await page.goto('/contact');
  const send = form(page).getByRole('button', { name: 'Send Message' });
  await send.click();
  const missing = toast(page, 'Missing Fields');
  await expect(missing.getByText('Missing Fields', { exact: true })).toBeVisible();
  await expect(missing.getByText('Please fill out all required fields.', { exact: true })).toBeVisible();
  await missing.getByRole('button', { name: 'Close notification' }).click();
  await expect(missing).toHaveCount(0);

  // Every field but one filled: still missing.
  await fillForm(page, { name: 'Val Idation', email: 'not-an-email', subject: 'Hello', message: 'Hi there', pkg: 'Pro Engage' });
  await field(page, 'Subject').fill('');
  await send.click();
  await expect(missing.getByText('Please fill out all required fields.', { exact: true })).toBeVisible();

  await field(page, 'Subject').fill('Hello');
  await send.click();
  const invalid = toast(page, 'Invalid Email');
  await expect(invalid.getByText('Invalid Email', { exact: true })).toBeVisible();
  await expect(invalid.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
});

test("'Sending...' while submitting, then 'Message Sent!' closed only by the visitor; the row lands", async ({ page }) => {
  const email = uniqueEmail('contact');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/ContactQueries**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/contact');
  await fillForm(page, {
    name: 'Casey Contact',
    email,
    subject: 'Monthly thumbnails',
    message: 'We upload twice a week and want a consistent look.',
    pkg: 'Ultimate Growth',
  });
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const sending = form(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();

  const sent = page.getByRole('dialog', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(sent).toBeVisible();
  await page.mouse.click(5, 5);
  await page.clock.runFor(1000);
  await expect(sent).toBeVisible();
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(field(page, 'Your name')).toHaveValue('');

  const rows = await serviceSelect(
    'ContactQueries',
    `select=name,email,subject,message,package_interest&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toEqual([
    {
      name: 'Casey Contact',
      email,
      subject: 'Monthly thumbnails',
      message: 'We upload twice a week and want a consistent look.',
      package_interest: 'Ultimate Growth',
    },
  ]);
});

test("a failed send toasts 'Submission Failed' and keeps the values", async ({ page }) => {
  await page.route('**/rest/v1/ContactQueries**', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          headers: cors,
          json: { code: 'XX000', message: 'insert failed', details: null, hint: null },
        })
      : route.continue(),
  );
  await page.goto('/contact');
  const values = {
    name: 'Kept Values',
    email: 'kept@example.com',
    subject: 'Will this stay?',
    message: 'It should.',
    pkg: 'Need Custom Package',
  };
  await fillForm(page, values);
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const failed = toast(page, 'Submission Failed');
  await expect(failed.getByText('Submission Failed', { exact: true })).toBeVisible();
  await expect(failed.getByText('Could not send your message. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toHaveCount(0);
  await expect(field(page, 'Your name')).toHaveValue(values.name);
  await expect(field(page, 'Email address')).toHaveValue(values.email);
  await expect(field(page, 'Subject')).toHaveValue(values.subject);
  await expect(field(page, 'Message')).toHaveValue(values.message);
  await expect(page.getByRole('combobox', { name: 'Package interest' })).toHaveText(values.pkg);
});
