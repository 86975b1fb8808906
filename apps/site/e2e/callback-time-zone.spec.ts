import { expect, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { emailAttachment } from '@agency/data/lead-delivery';
import { emailFor, holdApp, INBOX_URL, londonInstant, serviceSelect, test } from './support';

/**
 * A callback comes at the hour the visitor meant (docs/requirements.md §5): the slots are UK
 * time and say so, before the app runs too; a visitor whose browser is in New York also sees
 * each slot in their own time for the chosen date, across a clock change; the request stores
 * their zone, and the agency's email and invitation show London's time and theirs.
 */
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
test.use({ ownAddress: true, timezoneId: 'America/New_York' });

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book a Free Call Back' });
const timeSelect = (page: Page) => dialog(page).getByRole('combobox', { name: 'Preferred time slot' });

/** Opens the callback dialog on home. */
async function openDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  await expect(dialog(page)).toBeVisible();
}

/** Picks the date named `label` by pointer. */
async function chooseDate(page: Page, label: string) {
  await dialog(page).getByRole('combobox', { name: 'Preferred date' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Preferred date' })).toHaveText(label);
}

/** The names of the open time list's options. */
async function slotNames(page: Page): Promise<string[]> {
  await timeSelect(page).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(16);
  const names = await options.evaluateAll((items) => items.map((item) => item.textContent!.replace('✓', '').trim()));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return names;
}

test('each slot in UK time and in New York time, DST-correct for the chosen date', async ({ page }) => {
  // Friday 27 March 2026, noon in New York: the UK moves to summer time on Sunday 29 March, New
  // York did on 8 March, so London is 4 hours ahead on the Saturday and 5 on the Sunday.
  await page.clock.install({ time: new Date('2026-03-27T16:00:00Z') });
  await openDialog(page);
  await chooseDate(page, 'Sat, 28 Mar');
  await expect(timeSelect(page)).toHaveAccessibleDescription('Times are UK time (London), with yours in brackets.');
  const saturday = await slotNames(page);
  expect(saturday[0]).toBe('07:00 - 08:00 (03:00 - 04:00 your time)');
  expect(saturday[2]).toBe('09:00 - 10:00 (05:00 - 06:00 your time)');
  expect(saturday[15]).toBe('22:00 - 23:00 (18:00 - 19:00 your time)');
  await chooseDate(page, 'Sun, 29 Mar');
  const sunday = await slotNames(page);
  expect(sunday).toEqual(
    Array.from({ length: 16 }, (_, i) => {
      const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
      return `${hh(7 + i)} - ${hh(8 + i)} (${hh(2 + i)} - ${hh(3 + i)} your time)`;
    }),
  );
  await timeSelect(page).click();
  await page.getByRole('option', { name: '09:00 - 10:00 (04:00 - 05:00 your time)', exact: true }).click();
  await expect(timeSelect(page)).toHaveText('09:00 - 10:00 (04:00 - 05:00 your time)');
});

test('a New York visitor books 14:00 - 15:00 UK time: the row, the email and the .ics carry America/New_York', async ({ page }) => {
  const name = `Nia Zone${Math.floor(Math.random() * 1e9)}`;
  await openDialog(page);
  await dialog(page).getByRole('textbox', { name: 'Your name' }).pressSequentially(name);
  await dialog(page).getByRole('textbox', { name: 'Phone number' }).pressSequentially('+1 212 555 0100');
  await dialog(page).getByRole('combobox', { name: 'Preferred date' }).click();
  await page.getByRole('listbox').getByRole('option').nth(2).click();
  await timeSelect(page).click();
  const slot = page.getByRole('option', { name: /^14:00 - 15:00 \(\d\d:00 - \d\d:00 your time\)$/ });
  const label = (await slot.textContent())!.replace('✓', '').trim();
  await slot.click();
  await dialog(page).getByRole('button', { name: 'Book My Call' }).click();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();

  let rows: { preferred_date: string; preferred_time_slot: string; visitor_time_zone: string }[] = [];
  await expect
    .poll(async () => (rows = await serviceSelect('callback_requests', `select=preferred_date,preferred_time_slot,visitor_time_zone&name=eq.${encodeURIComponent(name)}`)).length)
    .toBe(1);
  expect(rows[0]).toMatchObject({ preferred_time_slot: '14:00-15:00', visitor_time_zone: 'America/New_York' });
  // What the visitor read is New York's clock at 14:00 and 15:00 London on that date.
  const newYork = (hour: number) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(londonInstant(rows[0]!.preferred_date, hour));
  expect(label).toBe(`14:00 - 15:00 (${newYork(14)} - ${newYork(15)} your time)`);

  const message = await emailFor(name);
  expect(message.text).toContain(`Preferred time slot: 14:00–15:00 (Europe/London), that is ${newYork(14)}–${newYork(15)} (America/New_York) for the visitor\n`);
  const invitation = message.attachments!.find((a) => a.filename.endsWith('.ics'))!;
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await emailAttachment(INBOX_URL, message.id, invitation.generatedFileName))).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(londonInstant(rows[0]!.preferred_date, 14).toISOString());
  expect(event.description).toContain(`The visitor's time: ${newYork(14)}–${newYork(15)} (America/New_York)`);
});

test.describe('before the app runs', () => {
  // The prerendered form, as a visitor reads it while the app's code is on its way (with
  // JavaScript off the form gives way to the agency's email and phone: docs/accessibility.md).
  test('the time select says the slots are UK time', async ({ page }) => {
    await holdApp(page);
    await openDialog(page);
    await expect(dialog(page).getByText('Times are UK time (London).', { exact: true })).toBeVisible();
    await expect(dialog(page).getByText(/^We keep these details, your time zone and how you found our site, to call you back\./)).toBeVisible();
  });
});
