import { expect } from '@playwright/test';
import { test } from './support';

/**
 * With JavaScript off, the site still does what the platform can do by itself: every page reads
 * in full from its prerendered HTML, links navigate, the phone menu opens (`popover`), the lead
 * dialogs open with their forms ready to type into (`<dialog>` + `command`), and the FAQ opens
 * one answer at a time (`<details name>`). README "The first view".
 */
test.use({ javaScriptEnabled: false });

const PAGES: [path: string, heading: string, content: string][] = [
  ['/', 'Thumbnails that make viewers click', 'Our 5-step process'],
  ['/portfolio', 'Portfolio', 'View Case Study'],
  ['/packages', 'Packages', 'How does the free sample work?'],
  ['/about', 'The designers behind ThumbCraft Studio', 'Innovation'],
  ['/testimonials', 'What creators say', 'What creators say'],
  ['/blog', 'Thumbnail tips and insights', 'Read article'],
  ['/contact', "Let's talk thumbnails", 'Send Message'],
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
});

test('the free-sample and callback dialogs open with their forms, and close, without JavaScript', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Free Sample' }).first().click();
  const freeSample = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await expect(freeSample).toBeVisible();
  await freeSample.getByRole('textbox', { name: 'Your name' }).fill('No Script');
  await expect(freeSample.getByRole('textbox', { name: 'Your name' })).toHaveValue('No Script');
  await page.keyboard.press('Escape');
  await expect(freeSample).toBeHidden();

  await page.getByRole('button', { name: 'Book a free Call back' }).first().click();
  const callback = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await expect(callback).toBeVisible();
  await callback.getByRole('button', { name: 'Close' }).click();
  await expect(callback).toBeHidden();
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
