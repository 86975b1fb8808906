import { expect, type Page } from '@playwright/test';
import { LEAD_SOURCE_COLUMNS } from '@agency/domain';
import { appIsRunning, emailFor, serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true, timezoneId: 'Europe/London' });

/**
 * Every lead carries its source (docs/privacy.md): a visitor who arrives through a tagged link
 * and moves through the site in the app, then sends a lead, stores the link's parameters, the
 * landing path and the referring site's origin with the row, and the agency's email says so in
 * its Source line; a visitor who arrived with nothing to say where from sends the form's columns
 * only (every source column null, no Source line). Nothing is kept in the browser.
 * @see docs/requirements.md §5, §7
 */
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** A unique visitor name, so parallel tests find their own row and email. */
const visitorName = (first: string) => `${first} Source${Math.floor(Math.random() * 1e9)}`;
const sourceOf = async (table: string, name: string) =>
  serviceSelect(table, `select=${LEAD_SOURCE_COLUMNS.join(',')}&name=eq.${encodeURIComponent(name)}`);
const noSource = Object.fromEntries(LEAD_SOURCE_COLUMNS.map((column) => [column, null]));

/** Books a callback in the open dialog as a visitor types: name, phone, the third date, 10:00 - 11:00. */
async function bookCallback(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await dialog.getByRole('textbox', { name: 'Your name' }).pressSequentially(name);
  await dialog.getByRole('textbox', { name: 'Phone number' }).pressSequentially('07700 900789');
  await dialog.getByRole('combobox', { name: 'Preferred date' }).click();
  await page.getByRole('listbox').getByRole('option').nth(2).click();
  await dialog.getByRole('combobox', { name: 'Preferred time slot' }).click();
  await page.getByRole('option', { name: '10:00 - 11:00', exact: true }).click();
  await dialog.getByRole('button', { name: 'Book My Call' }).click();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();
}

test('from a YouTube bio link, through the app to /packages, a callback: the row and the email carry youtube and bio-link', async ({ page }) => {
  const name = visitorName('Yara');
  await page.goto('/?utm_source=youtube&utm_campaign=bio-link', { referer: 'https://www.youtube.com/' });
  await appIsRunning(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages', exact: true }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await bookCallback(page, name);

  await expect.poll(() => sourceOf('callback_requests', name)).toEqual([
    { ...noSource, source_landing_path: '/', source_referrer: 'https://www.youtube.com', utm_source: 'youtube', utm_campaign: 'bio-link' },
  ]);
  const message = await emailFor(name);
  expect(message.text).toContain('\nSource: youtube · campaign bio-link · landed on / · from youtube.com\n');
  expect(message.html).toContain('>Source</th><td style="padding:4px 0">youtube · campaign bio-link · landed on / · from youtube.com</td>');
  // Nothing of the visit was written into the browser.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test('a link tapped the moment it shows, before the app may run: the visit still began on the tagged page', async ({ page }) => {
  const name = visitorName('Ivo');
  await page.goto('/portfolio?utm_source=newsletter&utm_medium=email&utm_campaign=december');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages', exact: true }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await bookCallback(page, name);
  await expect.poll(() => sourceOf('callback_requests', name)).toEqual([
    { ...noSource, source_landing_path: '/portfolio', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'december' },
  ]);
});

test('a contact message from a Google Ads click stores the click id and the campaign', async ({ page }) => {
  const name = visitorName('Cato');
  await page.goto('/contact?utm_source=google&utm_medium=cpc&gclid=EAIaIQobChMI8c2', { referer: 'https://www.google.com/' });
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Your name', exact: true }).pressSequentially(name);
  await form.getByRole('textbox', { name: 'Email address', exact: true }).pressSequentially(uniqueEmail('source'));
  await form.getByRole('textbox', { name: 'Subject', exact: true }).pressSequentially('Thumbnails for a new series');
  await form.getByRole('combobox', { name: 'Package interest' }).click();
  await page.getByRole('option', { name: 'Pro Engage' }).click();
  await form.getByRole('textbox', { name: 'Message', exact: true }).pressSequentially('Twelve episodes.');
  await expect(form.getByText(/^We keep your message, and how you found our site, to reply to you\./)).toBeVisible();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();
  await expect.poll(() => sourceOf('ContactQueries', name)).toEqual([
    { ...noSource, source_landing_path: '/contact', source_referrer: 'https://www.google.com', utm_source: 'google', utm_medium: 'cpc', gclid: 'EAIaIQobChMI8c2' },
  ]);
  const message = await emailFor(name);
  expect(message.text).toContain('\nSource: google · medium cpc · landed on /contact · from google.com · a Google Ads click (gclid)\n');
});

test('a direct visit submits exactly as before: the form\'s columns only, every source column null, no Source line', async ({ page }) => {
  const name = visitorName('Dee');
  const sent: string[][] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/rest/v1/free_sample_requests')) sent.push(Object.keys(request.postDataJSON()[0]).sort());
  });
  await page.goto('/');
  await page.getByRole('region', { name: 'Thumbnails that make viewers click' }).getByRole('button', { name: 'Get a Free Sample' }).click();
  const modal = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await expect(modal.getByText(/^We keep these details, and how you found our site/)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Your name' }).pressSequentially(name);
  await modal.getByRole('textbox', { name: 'Phone number' }).pressSequentially('+44 7700 900111');
  await modal.getByRole('textbox', { name: 'Email address' }).pressSequentially(uniqueEmail('direct'));
  await modal.getByRole('textbox', { name: 'Video title' }).pressSequentially('My first upload');
  await modal.getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();
  expect(sent).toEqual([['channel_link', 'email', 'name', 'phone', 'video_title']]);
  await expect.poll(() => sourceOf('free_sample_requests', name)).toEqual([noSource]);
  const message = await emailFor(name);
  expect(message.text).not.toContain('\nSource:');
});

test('the footer holds the privacy notice, closed until opened, on every page', async ({ page }) => {
  await page.goto('/packages');
  const footer = page.getByRole('contentinfo');
  const summary = footer.getByText('Privacy notice', { exact: true });
  await expect(footer.getByRole('heading', { name: 'Who we are' })).toBeHidden();
  await summary.click();
  for (const heading of ['Who we are', 'What we keep', 'No cookies', 'Why we keep it', 'Who else sees it', 'How long we keep it', 'Your rights']) {
    await expect(footer.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(footer.getByText(/ThumbCraft Studio Ltd, registered in England and Wales, .* we are their controller/)).toBeVisible();
  await expect(footer.getByText(/12 months after our last contact/)).toBeVisible();
  await expect(footer.getByText(/Information Commissioner’s Office \(ICO\)/)).toBeVisible();
});
