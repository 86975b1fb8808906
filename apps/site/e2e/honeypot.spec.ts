import { expect, type Locator, type Page } from '@playwright/test';
import { serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * docs/requirements.md §5: a honeypot field on the public forms silently drops bot submissions. A bot fills
 * every input it finds — the hidden `website` field included — and submits: it sees the normal
 * success, no insert request leaves the browser and no row lands. The same submission with the
 * honeypot empty (a person) lands: the control that proves the check can fail.
 * Newsletter (footer) and contact form, on the production build against the local backend.
 * @see docs/requirements.md §4, §5, §8
 */
test.describe.configure({ mode: 'parallel' });

/** The honeypot input (no accessible role by design, so found by its name). */
const honeypot = (form: Locator) => form.locator('input[name="website"]');
const BOT_VALUE = 'https://cheap-views.example';

/** Records the POSTs to a table's REST endpoint (an insert attempt). */
function inserts(page: Page, table: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/rest/v1/${table}`) seen.push(request.url());
  });
  return seen;
}

test.describe('newsletter (footer)', () => {
  const footer = (page: Page) => page.getByRole('contentinfo');
  const emailField = (page: Page) => footer(page).getByRole('textbox', { name: /email/i });

  test('a bot filling the honeypot is told "Subscribed!" but nothing is sent or stored', async ({ page }) => {
    const email = uniqueEmail('honeypot-bot');
    const posts = inserts(page, 'Subscribers');
    await page.goto('/');
    // People see one textbox; the honeypot is out of the accessibility tree.
    await expect(footer(page).getByRole('textbox')).toHaveCount(1);
    await expect(honeypot(footer(page))).toHaveAttribute('tabindex', '-1');
    await honeypot(footer(page)).fill(BOT_VALUE, { force: true });
    await emailField(page).fill(email);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expect(page.getByText('Thanks for subscribing to our newsletter!', { exact: true })).toBeVisible();
    await expect(emailField(page)).toHaveValue('');
    expect(posts).toEqual([]);
    expect(await serviceSelect('Subscribers', `select=email&email=eq.${encodeURIComponent(email)}`)).toEqual([]);
  });

  test('a person (honeypot empty) subscribes: the row lands', async ({ page }) => {
    const email = uniqueEmail('honeypot-person');
    const posts = inserts(page, 'Subscribers');
    await page.goto('/');
    await emailField(page).fill(email);
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expect(emailField(page)).toHaveValue('');
    expect(posts).toHaveLength(1);
    expect(await serviceSelect('Subscribers', `select=email&email=eq.${encodeURIComponent(email)}`)).toEqual([{ email }]);
  });
});

test.describe('contact form', () => {
  const main = (page: Page) => page.getByRole('main');
  const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

  async function fillVisible(page: Page, email: string) {
    await field(page, 'Your name').fill('Honey Pot');
    await field(page, 'Email address').fill(email);
    await field(page, 'Subject').fill('Cheap views');
    await main(page).getByRole('combobox', { name: 'Package interest' }).click();
    await page.getByRole('option', { name: 'Pro Engage' }).click();
    await field(page, 'Message').fill('Buy 10,000 views for your channel today.');
  }

  const rowsFor = (email: string) =>
    serviceSelect('ContactQueries', `select=email,package_interest&email=eq.${encodeURIComponent(email)}`);

  test("a bot filling the honeypot sees 'Message Sent!' but nothing is sent or stored", async ({ page }) => {
    const email = uniqueEmail('honeypot-bot');
    const posts = inserts(page, 'ContactQueries');
    await page.goto('/contact');
    await expect(main(page).getByRole('textbox')).toHaveCount(4); // name, email, subject, message
    // This bot sets the value by script, without input events: the form reads the DOM, so it is caught too.
    await honeypot(main(page)).evaluate((input: HTMLInputElement, value) => (input.value = value), BOT_VALUE);
    await fillVisible(page, email);
    await main(page).getByRole('button', { name: 'Send Message' }).click();
    const sent = page.getByRole('dialog', { name: 'Message Sent!' });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'Close' }).click();
    await expect(sent).toBeHidden();
    await expect(field(page, 'Your name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    await expect(honeypot(main(page))).toHaveValue('');
    expect(posts).toEqual([]);
    expect(await rowsFor(email)).toEqual([]);
  });

  test("a person (honeypot empty) sends the same message: 'Message Sent!' and the row lands", async ({ page }) => {
    const email = uniqueEmail('honeypot-person');
    const posts = inserts(page, 'ContactQueries');
    await page.goto('/contact');
    await fillVisible(page, email);
    await main(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(await rowsFor(email)).toEqual([{ email, package_interest: 'Pro Engage' }]);
  });
});
