import { expect } from '@playwright/test';
import { ANON_KEY, API_URL, expectToast, serviceSelect, test, uniqueEmail, visitorAddress } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * A visitor over the per-address limit on lead inserts (docs/architecture.md "Lead delivery"):
 * the database refuses the insert with 429, the form answers with §8's failure toast, keeps every
 * typed value and stays open; nothing is stored. The refusal is the real one: five earlier
 * requests from the same address, then the browser's submit.
 * @see docs/requirements.md §5, §8
 */
test.describe.configure({ timeout: 60_000 });

test('the sixth free sample request from one address in ten minutes: the failure toast, the values kept, nothing stored', async ({ page }, testInfo) => {
  const address = visitorAddress(testInfo);
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(`${API_URL}/rest/v1/free_sample_requests`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ name: `Earlier ${i}`, phone: '0123', email: uniqueEmail('earlier'), video_title: `Video ${i}` }),
    });
    expect(response.status).toBe(201);
  }
  const email = uniqueEmail('limited');
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('region', { name: 'Thumbnails that make viewers click' }).getByRole('button', { name: 'Get a Free Sample' }).click();
  const modal = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  const values = { 'Your name': 'Riley Limited', 'Phone number': '+44 7700 900999', 'Email address': email, 'Video title': 'One More Try', 'Channel link': 'https://youtube.com/@riley' };
  for (const [name, value] of Object.entries(values)) await modal.getByRole('textbox', { name }).fill(value);
  const refused = page.waitForResponse((r) => r.url().includes('/rest/v1/free_sample_requests') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  expect((await refused).status()).toBe(429);
  await expectToast(page, 'Submission Failed', 'Could not submit your request. Please try again.');
  await expect(modal).toBeVisible();
  for (const [name, value] of Object.entries(values)) await expect(modal.getByRole('textbox', { name })).toHaveValue(value);
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toHaveCount(0);
  expect(await serviceSelect('free_sample_requests', `select=id&email=eq.${encodeURIComponent(email)}`)).toEqual([]);
});
