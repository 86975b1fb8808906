import { expect } from '@playwright/test';
import { serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

test('subscribing in the footer stores the address and thanks the visitor', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: /email/i });
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  await expect(page.getByText('Thanks for subscribing to our newsletter!')).toBeVisible();
  await expect(field).toHaveValue('');
  const rows = await serviceSelect<{ email: string }>('Subscribers', `select=email&email=eq.${encodeURIComponent(email)}`);
  expect(rows).toEqual([{ email }]);
});

test('subscribing twice says the address is already subscribed', async ({ page }) => {
  const email = uniqueEmail('twice');
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: /email/i });
  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed!')).toBeVisible();
  await field.fill(email.toUpperCase());
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription Failed')).toBeVisible();
  await expect(page.getByText('You are already subscribed with this email!')).toBeVisible();
  await expect(field).toHaveValue(email.toUpperCase());
});
