import { expect } from '@playwright/test';
import ICAL from 'ical.js';
import { emailAttachment, emailSource } from '@agency/data/lead-delivery';
import { emailFor, INBOX_URL, londonInstant, serviceSelect, test, uniqueEmail } from './support';

// Each test submits as its own visitor (per-address limits on lead inserts).
test.use({ ownAddress: true });

/**
 * A lead reaches the agency: each of the three forms submitted in the browser puts one email in
 * the local mail catcher within 60 s (the notify-leads function, docs/architecture.md "Lead
 * delivery"), read through the catcher's API: every field, Reply-To the visitor, the channel link
 * as a link, and for a callback an .ics invitation that parses and holds the chosen date and slot
 * in the agency's time zone.
 * @see docs/requirements.md §5 (the forms), §7 (the inserts)
 */
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
// The callback's slots are labelled for the browser's time zone: these visitors are in London.
test.use({ timezoneId: 'Europe/London' });

/** A unique visitor name, so parallel tests find their own email. */
const visitorName = (first: string) => `${first} Lead${Math.floor(Math.random() * 1e9)}`;

test('a free sample request: one email with every field, Reply-To the visitor, the channel link a link', async ({ page }) => {
  const name = visitorName('Riley');
  const email = uniqueEmail('sample');
  await page.goto('/');
  await page.getByRole('region', { name: 'Thumbnails that make viewers click' }).getByRole('button', { name: 'Get a Free Sample' }).click();
  const modal = page.getByRole('dialog', { name: 'Get a Free Sample Thumbnail' });
  await modal.getByRole('textbox', { name: 'Your name' }).fill(name);
  await modal.getByRole('textbox', { name: 'Phone number' }).fill('+44 7700 900123');
  await modal.getByRole('textbox', { name: 'Email address' }).fill(email);
  await modal.getByRole('textbox', { name: 'Video title' }).fill('I Tried 100 Days of <Hardcore>');
  await modal.getByRole('textbox', { name: 'Channel link' }).fill('https://youtube.com/@rileyplays');
  await modal.getByRole('button', { name: 'Claim My Free Thumbnail' }).click();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();

  const message = await emailFor(name);
  expect(message.subject).toBe(`New free sample request: ${name}`);
  for (const value of [name, '+44 7700 900123', email, 'I Tried 100 Days of <Hardcore>', 'https://youtube.com/@rileyplays']) {
    expect(message.text).toContain(value);
  }
  expect(message.html).toContain('I Tried 100 Days of &lt;Hardcore&gt;');
  expect(message.html).toContain('href="https://youtube.com/@rileyplays"');
  const source = await emailSource(INBOX_URL, message.id);
  expect(source).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
  expect(message.to.map((to) => to.address)).toEqual(['leads@thumbcraft.studio']);
});

test('a callback request: one email with every field and an .ics invitation for the chosen day and slot, London time', async ({ page }) => {
  const name = visitorName('Sam');
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a free Call back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Free Call Back' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('07700 900456');
  await dialog.getByRole('combobox', { name: 'Preferred date' }).click();
  const dateOption = page.getByRole('listbox').getByRole('option').nth(2);
  await dateOption.click();
  await dialog.getByRole('combobox', { name: 'Preferred time slot' }).click();
  await page.getByRole('option', { name: '14:00 - 15:00', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Channel link' }).fill('https://youtube.com/@samstreams');
  await dialog.getByRole('button', { name: 'Book My Call' }).click();
  await expect(page.getByRole('region', { name: 'Welcome aboard!' })).toBeVisible();

  const stored = await storedDate(name);
  const message = await emailFor(name);
  expect(message.subject).toBe(`New callback request: ${name}`);
  for (const value of [name, '07700 900456', stored, '14:00', 'Europe/London', 'https://youtube.com/@samstreams']) {
    expect(message.text).toContain(value);
  }
  const invitation = message.attachments?.find((a) => a.filename.endsWith('.ics'));
  expect(invitation?.contentType).toMatch(/^text\/calendar/);
  const ics = await emailAttachment(INBOX_URL, message.id, invitation!.generatedFileName);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate().toISOString()).toBe(londonInstant(stored, 14).toISOString());
  expect(event.endDate.toJSDate().toISOString()).toBe(londonInstant(stored, 15).toISOString());
  expect(event.summary).toContain(name);
});

test('a contact message: one email with every field, Reply-To the visitor', async ({ page }) => {
  const name = visitorName('Jordan');
  const email = uniqueEmail('contact');
  await page.goto('/contact');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('A series of 12 thumbnails');
  await form.getByRole('combobox', { name: 'Package interest' }).click();
  await page.getByRole('option', { name: 'Pro Engage' }).click();
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Line one\nLine two: <b>bold?</b>');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Sent!' })).toBeVisible();

  const message = await emailFor(name);
  expect(message.subject).toBe(`New contact message: ${name}`);
  for (const value of [name, email, 'A series of 12 thumbnails', 'Pro Engage', 'Line one', 'Line two: <b>bold?</b>']) {
    expect(message.text).toContain(value);
  }
  expect(message.html).not.toContain('<b>bold?</b>');
  const source = await emailSource(INBOX_URL, message.id);
  expect(source).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
});

/** The callback's stored ISO date, read as the agency would (service role). */
async function storedDate(name: string): Promise<string> {
  let date = '';
  await expect
    .poll(async () => (date = (await serviceSelect<{ preferred_date: string }>('callback_requests', `select=preferred_date&name=eq.${encodeURIComponent(name)}`))[0]?.preferred_date ?? ''), {
      timeout: 10_000,
    })
    .not.toBe('');
  return date;
}
