import { expect, type Page } from '@playwright/test';
import { appIsRunning, expectToast, pauseClockNow, test, toastOf, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * Toasts (docs/requirements.md §4, §9): one at a time, dismissed after 5000 ms, F8 focuses their region, the
 * destructive variant is red, a swipe of 50 px dismisses. Raised here by the free-sample form's
 * validation and the footer newsletter.
 */
// Generous per-test time: on a loaded 2-core machine a page with its dialogs can take 20 s.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const modal = (page: Page) => page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });

/** Opens the free-sample modal (and pauses the clock when asked) then submits it empty: a 'Missing Fields' toast. */
async function raiseMissingFields(page: Page, { pause = false } = {}) {
  await page.getByRole('button', { name: 'Get a Free Sample' }).first().click();
  await expect(modal(page)).toBeVisible();
  if (pause) {
    // The subject is the toast's own timer, which needs the running app: a frozen clock would
    // also freeze the app's start (its frames and timers), so the clock is paused only once the
    // app runs. A submit made before that is kept and replayed: early-interaction.spec.ts.
    await appIsRunning(page);
    await pauseClockNow(page);
    await page.clock.runFor(100); // frames the opening dialog deferred
  }
  await modal(page).getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
}

test('one toast at a time: a new one replaces the one shown', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await raiseMissingFields(page);
  await expectToast(page, 'Missing Fields', 'Please fill in your name, phone, email, and video title.');
  await modal(page).getByRole('textbox', { name: 'Your name' }).fill('Ana');
  await modal(page).getByRole('textbox', { name: 'Phone number' }).fill('07700 900789');
  await modal(page).getByRole('textbox', { name: 'Email address' }).fill('ana@nowhere');
  await modal(page).getByRole('textbox', { name: 'Video title' }).fill('My video');
  await modal(page).getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.');
  await expect(page.getByText('Missing Fields')).toHaveCount(0);
});

test('a toast dismisses itself after exactly 5000 ms', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await raiseMissingFields(page, { pause: true });
  await expect(toastOf(page)).toBeVisible();
  await page.clock.runFor(4999);
  await expect(toastOf(page)).toBeVisible();
  await expect(toastOf(page)).toHaveAttribute('data-state', 'open');
  await page.clock.runFor(17); // Ark counts the duration on animation frames: the next one after 5000 ms
  await expect(toastOf(page)).toHaveAttribute('data-state', 'closed');
  await expect(async () => {
    await page.clock.runFor(50); // the closing transition, then removal
    await expect(toastOf(page)).toHaveCount(0, { timeout: 100 });
  }).toPass();
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastOf(page)).toBeVisible();
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
});

test('the destructive variant is red; a success toast is not', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Email address' }).fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address.', { destructive: true });
  await footer.getByRole('textbox', { name: 'Email address' }).fill(uniqueEmail('toast'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Subscribed!', 'Thanks for subscribing to our newsletter!', { destructive: false });
});

test('a swipe of 50 px or more dismisses a toast, a shorter one does not, nor does either close the modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Free Sample' }).first().click();
  await modal(page).getByRole('textbox', { name: 'Your name' }).fill('Kept');
  await modal(page).getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  const toast = toastOf(page);
  const title = toast.getByText('Missing Fields');
  const swipe = async (px: number) => {
    await title.hover({ position: { x: 5, y: 5 } }); // waits until the toast has slid in
    const box = (await title.boundingBox())!;
    await page.mouse.down();
    await page.mouse.move(box.x + 5 + px, box.y + 5, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(30);
  await expect(toast).toHaveAttribute('data-state', 'open');
  await swipe(60);
  await expect(toast).toHaveCount(0);
  await expect(modal(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('Kept');

  await modal(page).getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  await toastOf(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(toastOf(page)).toHaveCount(0);
  await expect(modal(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('Kept');
});

/** What has focus: an accessible label, an id, or 'outside the page'. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? el.getAttribute('aria-label') || el.id || el.tagName : 'outside the page';
  });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`keyboard past a toast at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Tab goes on past a toast in a dialog and round the dialog again; after F8, leaving the toast returns focus where it was', async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('main').getByRole('button', { name: 'Get a Free Sample' }).first().click();
      // A keyboard visitor's pointer rests where it was, here at the top of the page, off the
      // toast (over it, the region keeps focus where the visitor put it, F8 or not).
      await page.mouse.move(1, 1);
      await modal(page).getByRole('button', { name: 'Claim My Free Thumbnail' }).press('Enter');
      await expect(toastOf(page)).toBeVisible();
      // The toast lives 5000 ms: held while the walk reads it (on a loaded machine twenty key
      // presses took longer than that, and the toast closed mid-walk).
      await pauseClockNow(page, { aheadMs: 100 });
      const name = modal(page).getByRole('textbox', { name: 'Your name' });
      await expect(name).toBeFocused();
      const close = toastOf(page).getByRole('button', { name: 'Close notification' });
      // Forward from the name field, through the form and the toast, and round (a modal dialog's
      // Tab order wraps, by way of the browser's own controls) to the name field: no stop twice.
      const stops: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        if (await name.evaluate((el) => el === document.activeElement)) break;
        stops.push(await focused(page));
      }
      expect(stops, 'the toast is a Tab stop').toContain('Close notification');
      expect(new Set(stops).size, `each stop once: ${stops.join(' → ')}`).toBe(stops.length);
      await expect(name, `Tab stops: ${stops.join(' → ')}`).toBeFocused();
      await expect(toastOf(page)).toBeVisible();

      // F8 (the region's hotkey) jumps to the notifications; Tab moves through the toast, and
      // leaving it (here back towards the dialog's Close) returns to the field the visitor left.
      await page.keyboard.press('F8');
      await expect(page.getByRole('region', { name: /Notifications/ })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(toastOf(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(name).toBeFocused();
      await expect(toastOf(page)).toBeVisible();
      await page.clock.resume();
    });
  });
}
