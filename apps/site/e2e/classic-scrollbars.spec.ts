import { expect } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { test, toastOf } from './support';

/**
 * A desktop whose scrollbars take room (Windows, Linux with classic scrollbars): headless
 * Chromium hides scrollbars unless told otherwise, so this file launches it with them.
 */
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test("a toast over a dialog does not narrow the dialog's fields", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  const name = dialog.getByRole('textbox', { name: 'Your name' });
  await expect(name).toBeVisible();
  const before = (await name.boundingBox())!.width;
  await dialog.getByRole('button', { name: 'Book My Call' }).click();
  await expect(toastOf(page)).toContainText('Missing Fields');
  // The dialog can scroll now (its error texts, and room kept below for the toast): a scrollbar shows.
  await expect.poll(() => dialog.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  expect((await name.boundingBox())!.width).toBe(before);
});
