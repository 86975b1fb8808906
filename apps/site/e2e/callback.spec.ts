import { expect, type Page } from '@playwright/test';
import { consoleErrors, expectToast, fulfilRest, pauseClockNow, restError, serviceSelect, test, toastOf } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * The callback dialog on home (docs/requirements.md §2 Home, §4, §5, §8, §9): 7 dates from today, 16 hourly
 * slots, the validation toast, 'Booking...', the row in callback_requests, the confirmation, the
 * failure toast with the form kept, closing on the backdrop and the close button.
 */
// Generous per-test time: on a loaded 2-core machine a page with its dialogs can take 20 s.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });
test.use({ timezoneId: 'Europe/London' });

/** The browser's "today" in these tests: Saturday 28 November 2026 (the week crosses a month). */
const TODAY = new Date('2026-11-28T10:00:00Z');
const DATES = ['Sat, 28 Nov', 'Sun, 29 Nov', 'Mon, 30 Nov', 'Tue, 1 Dec', 'Wed, 2 Dec', 'Thu, 3 Dec', 'Fri, 4 Dec'];
const SLOTS = Array.from({ length: 16 }, (_, i) => {
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return `${hour(7 + i)} - ${hour(8 + i)}`;
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book a Free Call Back' });
const submit = (page: Page) => dialog(page).getByRole('button', { name: 'Book My Call' });

/**
 * Opens the dialog on home, the page's clock installed (flowing, so a test can hold it: see
 * `expectToast`); with `onFixedDay`, it runs from {@link TODAY}.
 */
async function openDialog(page: Page, { onFixedDay = false } = {}) {
  await page.clock.install(onFixedDay ? { time: TODAY } : {});
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** Picks an option (by name, or by position) in one of the dialog's selects. @returns its name. */
async function choose(page: Page, select: 'Preferred date' | 'Preferred time slot', option: string | number) {
  await dialog(page).getByRole('combobox', { name: select }).click();
  const item =
    typeof option === 'number'
      ? page.getByRole('listbox').getByRole('option').nth(option)
      : page.getByRole('option', { name: option, exact: true });
  const name = typeof option === 'number' ? ((await item.textContent()) ?? '').replace('✓', '').trim() : option;
  await item.click();
  await expect(dialog(page).getByRole('combobox', { name: select })).toHaveText(name);
  return name;
}

/** The local date (Europe/London) `days` after today, as `YYYY-MM-DD`. */
function londonDate(days: number): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** The open select lists exactly `names`, in order. */
async function expectOptions(page: Page, names: string[]) {
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(options.nth(i)).toHaveAccessibleName(name);
}

/** A unique caller name, to find the stored row. */
const callerName = () => `Caller ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Fills a valid request for the day after tomorrow, 07:00-08:00. @returns the date's label. */
async function fillValid(page: Page, name: string) {
  await dialog(page).getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill('07700 900456');
  const date = await choose(page, 'Preferred date', 2);
  await choose(page, 'Preferred time slot', '07:00 - 08:00');
  return date;
}

const storedCalls = (name: string) =>
  serviceSelect(
    'callback_requests',
    `select=name,phone,preferred_date,preferred_time_slot,channel_link&name=eq.${encodeURIComponent(name)}`,
  );

test('offers 7 dates from today and 16 hourly slots from 07:00-08:00 to 22:00-23:00', async ({ page }) => {
  await openDialog(page, { onFixedDay: true });
  await dialog(page).getByRole('combobox', { name: 'Preferred date' }).click();
  await expectOptions(page, DATES);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole('combobox', { name: 'Preferred time slot' }).click();
  await expectOptions(page, SLOTS);
  await expect(dialog(page).getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('type', 'tel');
  await expect(dialog(page).getByRole('textbox', { name: 'Channel link' })).toHaveAttribute('type', 'url');
});

test("missing fields: 'Missing Fields' / 'Please fill in all fields to book a call.'", async ({ page }) => {
  await openDialog(page);
  await submit(page).click();
  await expectToast(page, 'Missing Fields', 'Please fill in all fields to book a call.');
  await dialog(page).getByRole('textbox', { name: 'Your name' }).fill('Sam');
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).fill('07700 900456');
  await choose(page, 'Preferred date', 1);
  await submit(page).click();
  await expectToast(page, 'Missing Fields', 'Please fill in all fields to book a call.');
  await expect(dialog(page)).toBeVisible();
});

test("'Booking...' and disabled while sending; the call is stored with its ISO date and slot; the confirmation shows", async ({ page }) => {
  const name = callerName();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/callback_requests**', async (route) => {
    await held;
    await route.continue();
  });
  await openDialog(page);
  await fillValid(page, name);
  await dialog(page).getByRole('textbox', { name: 'Channel link' }).fill('https://youtube.com/@samstreams');
  await submit(page).click();
  await expect(dialog(page).getByRole('button', { name: 'Booking...' })).toBeDisabled();
  release();
  // The visitor's pointer moves on: left where the card opens, it would hold it (it waits while hovered).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(await storedCalls(name)).toEqual([
    {
      name,
      phone: '07700 900456',
      preferred_date: londonDate(2),
      preferred_time_slot: '07:00-08:00',
      channel_link: 'https://youtube.com/@samstreams',
    },
  ]);
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeHidden();
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Your name' })).toHaveValue('');
  await expect(dialog(page).getByRole('combobox', { name: 'Preferred date' })).toHaveText('Choose a date');
});

test("a failed booking: 'Submission Failed' / 'Could not book your call. Please try again.', the form kept", async ({ page }) => {
  const errors = consoleErrors(page);
  const name = callerName();
  await fulfilRest(page, 'callback_requests', restError('insert refused'), { status: 500 });
  await openDialog(page);
  const date = await fillValid(page, name);
  await submit(page).click();
  await expectToast(page, 'Submission Failed', 'Could not book your call. Please try again.');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Your name' })).toHaveValue(name);
  await expect(dialog(page).getByRole('textbox', { name: 'Phone number' })).toHaveValue('07700 900456');
  await expect(dialog(page).getByRole('combobox', { name: 'Preferred date' })).toHaveText(date);
  await expect(dialog(page).getByRole('combobox', { name: 'Preferred time slot' })).toHaveText('07:00 - 08:00');
  await expect(submit(page)).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toHaveCount(0);
  expect(errors.join('\n')).toContain('Callback request failed');
  expect(await storedCalls(name)).toEqual([]);
});

test('the dialog closes on a backdrop click and on the close button', async ({ page }) => {
  await openDialog(page);
  await page.mouse.click(8, 450);
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(toastOf(page)).toHaveCount(0);
});

test.describe('select menus (§9)', () => {
  /** The option the open list highlights, by its accessible name (`aria-activedescendant`). */
  async function activeOption(page: Page): Promise<string> {
    const id = await page.getByRole('listbox').getAttribute('aria-activedescendant');
    return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '').replace('✓', '').trim() : '';
  }
  const listScrollTop = (page: Page) => page.getByRole('listbox').evaluate((list) => list.scrollTop);

  /** Opens the time-slot list, then pauses the clock (timers set from here start at a known instant). */
  async function openTimeSlots(page: Page) {
    await openDialog(page);
    await dialog(page).getByRole('combobox', { name: 'Preferred time slot' }).click();
    await expect(page.getByRole('listbox')).toBeFocused();
    await pauseClockNow(page);
  }

  test("typeahead reset 1000 ms: keys typed within 1000 ms search together; after it, a new search", async ({ page }) => {
    await openTimeSlots(page);
    await page.keyboard.press('1');
    await expect.poll(() => activeOption(page)).toBe('10:00 - 11:00');
    await page.clock.runFor(999);
    await page.keyboard.press('2');
    await expect.poll(() => activeOption(page)).toBe('12:00 - 13:00');
    await page.clock.runFor(1000);
    await page.keyboard.press('2');
    await expect.poll(() => activeOption(page)).toBe('20:00 - 21:00');
  });

  test('scroll button interval 50 ms: resting the pointer on the bottom of the list moves it one slot every 50 ms', async ({ page }) => {
    await openTimeSlots(page);
    // The pointer-only button is hidden from assistive technology (as Radix's are): found by its part.
    const down = page.getByRole('listbox').locator('[data-part="scroll-down-button"]');
    await expect(down).toBeVisible();
    const step = await page.getByRole('option').first().evaluate((option) => (option as HTMLElement).offsetHeight);
    expect(await listScrollTop(page)).toBe(0);
    await down.hover();
    await page.clock.runFor(49);
    expect(await listScrollTop(page)).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => listScrollTop(page)).toBe(step);
    await page.clock.runFor(50);
    await expect.poll(() => listScrollTop(page)).toBe(2 * step);
    // Options are now hidden above: the top button shows; moving away stops the scrolling.
    await expect(page.getByRole('listbox').locator('[data-part="scroll-up-button"]')).toBeVisible();
    await page.mouse.move(0, 0);
    await page.clock.runFor(500);
    expect(await listScrollTop(page)).toBe(2 * step);
  });
});
