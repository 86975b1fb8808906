/**
 * Every dialog in this engine (docs/browsers.md "What runs in every engine"): it opens, its
 * backdrop covers everything behind it (the offer banner and the header included), its form
 * typed with the keyboard submits and its row lands (read with the local secret key); a
 * backdrop click closes the dialogs that close on one — by `<dialog closedby="any">` where the
 * engine has it, by the library's fallback where it does not (WebKit) — and not 'Message Sent!',
 * which only its Close button closes. 'Welcome aboard!' is found by its words (docs/requirements.md §4).
 */
import fs from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { serviceSelect, uniqueEmail } from '../support';
import { backdropPoint, hitsAroundModal, modalBackdrop } from './inPage';
import { brightestOutside } from './pixels';
import { expect, test } from './fixtures';
import { callback, expectNoProblems, freeSample, main, noLongerSees, sees } from './journeys';
import type { Target, Visitor } from './visitor';

/**
 * Its backdrop covers the page: every corner and the top edge hit the dialog, nothing behind it;
 * and, as painted, nothing outside the dialog's box shows brighter than white behind the
 * backdrop's colour (a part of the page drawn above the backdrop, such as the offer banner or a
 * moving row, would).
 */
async function expectBackdropCovers(visitor: Visitor, testInfo: TestInfo) {
  const hits = await visitor.run(hitsAroundModal);
  expect(hits.filter((hit) => hit !== 'dialog'), `what the pointer reaches through the backdrop in ${visitor.engine}`).toEqual([]);
  const file = testInfo.outputPath(`backdrop-${Date.now()}.png`);
  let seen = { value: 0, x: 0, y: 0 };
  // (+8: the blur and the encoder's rounding.)
  const limit = (await visitor.run(modalBackdrop))!.brightestBehind + 8;
  // Polled: the backdrop fades in, the dialog rises into place.
  await expect
    .poll(
      async () => {
        const { box } = (await visitor.run(modalBackdrop))!;
        await visitor.screenshot(file);
        seen = await brightestOutside(fs.readFileSync(file), box);
        return seen.value;
      },
      { message: `the brightest pixel behind the backdrop in ${visitor.engine}` },
    )
    .toBeLessThanOrEqual(limit)
    .catch((error: Error) => {
      testInfo.attachments.push({ name: 'through the backdrop', path: file, contentType: 'image/png' });
      throw new Error(`${error.message}\n(brightest at ${seen.x},${seen.y}: ${seen.value} > ${limit})`);
    });
}

/** A pointer click on the open modal's backdrop, outside its box. */
async function clickBackdrop(visitor: Visitor) {
  const point = await visitor.run(backdropPoint);
  expect(point, 'a part of the backdrop to click').not.toBeNull();
  await visitor.clickAt(point!.x, point!.y);
}

const welcome: Target = { text: 'Welcome aboard!' };

/** Types each `[label, value]` into the textbox of that name inside `scope`. */
async function typeFields(visitor: Visitor, scope: Target, fields: ReadonlyArray<readonly [string, string]>) {
  for (const [name, value] of fields) await visitor.typeInto({ role: 'textbox', name, within: scope }, value);
}

/** Opens a select of `scope` and picks its option (by name, or the nth). */
async function choose(visitor: Visitor, scope: Target, select: string, option: string | number) {
  await visitor.click({ role: 'combobox', name: select, within: scope });
  await visitor.click(typeof option === 'number' ? { role: 'option', nth: option } : { role: 'option', name: option });
  await noLongerSees(visitor, { role: 'listbox' });
}

test('the free-sample modal: covers the page, closes on its backdrop, submits, stores its row', async ({ visitor }) => {
  const email = uniqueEmail(`sample-${visitor.engine}`);
  await visitor.goto('/');
  await visitor.click({ role: 'button', name: 'Get a Free Sample', within: main });
  await sees(visitor, freeSample);
  await expectBackdropCovers(visitor, test.info());
  await clickBackdrop(visitor);
  await noLongerSees(visitor, freeSample);

  await visitor.click({ role: 'button', name: 'Get a Free Sample', within: main });
  await typeFields(visitor, freeSample, [
    ['Your name', 'Robin Engine'],
    ['Phone number', '+44 7700 900123'],
    ['Email address', email],
    ['Video title', `Tested in ${visitor.engine}`],
    ['Channel link', 'https://youtube.com/@robin'],
  ]);
  await visitor.click({ role: 'button', name: 'Claim My Free Thumbnail', within: freeSample });
  await sees(visitor, welcome);
  await noLongerSees(visitor, freeSample);
  expect(await serviceSelect('free_sample_requests', `select=name,phone,video_title,channel_link&email=eq.${encodeURIComponent(email)}`)).toEqual([
    { name: 'Robin Engine', phone: '+44 7700 900123', video_title: `Tested in ${visitor.engine}`, channel_link: 'https://youtube.com/@robin' },
  ]);
  await expectNoProblems(visitor);
});

test('the callback dialog: covers the page, closes on its backdrop, books with its selects, stores its row', async ({ visitor }) => {
  const name = `Caller ${visitor.engine} ${Date.now()}`;
  await visitor.goto('/');
  await visitor.click({ role: 'button', name: 'Book a free Call back', within: main });
  await sees(visitor, callback);
  await expectBackdropCovers(visitor, test.info());
  await clickBackdrop(visitor);
  await noLongerSees(visitor, callback);

  await visitor.click({ role: 'button', name: 'Book a free Call back', within: main });
  await typeFields(visitor, callback, [
    ['Your name', name],
    ['Phone number', '07700 900456'],
  ]);
  await choose(visitor, callback, 'Preferred date', 2);
  await choose(visitor, callback, 'Preferred time slot', '07:00 - 08:00');
  expect(await visitor.text({ role: 'combobox', name: 'Preferred time slot', within: callback })).toContain('07:00 - 08:00');
  await visitor.click({ role: 'button', name: 'Book My Call', within: callback });
  await sees(visitor, welcome);
  await noLongerSees(visitor, callback);
  expect(await serviceSelect('callback_requests', `select=phone,preferred_time_slot&name=eq.${encodeURIComponent(name)}`)).toEqual([
    { phone: '07700 900456', preferred_time_slot: '07:00-08:00' },
  ]);
  await expectNoProblems(visitor);
});

test('a case study: opens from its card with its own URL, covers the page, closes on its backdrop', async ({ visitor }) => {
  const [study] = await serviceSelect<{ client_name: string; problem: string }>('CaseStudies', 'select=client_name,problem&order=created_at.desc&limit=1');
  const popup: Target = { role: 'dialog', name: study!.client_name };
  await visitor.goto('/portfolio');
  await visitor.click({ role: 'button', name: 'View Case Study' });
  await sees(visitor, popup);
  await sees(visitor, { role: 'heading', name: 'The Problem', within: popup });
  expect(await visitor.text(popup)).toContain(study!.problem);
  await expect.poll(() => visitor.path()).toMatch(/^\/portfolio\?caseStudy=\d+$/);
  await expectBackdropCovers(visitor, test.info());
  await clickBackdrop(visitor);
  await noLongerSees(visitor, popup);
  await expect.poll(() => visitor.path()).toBe('/portfolio');
  await expectNoProblems(visitor);
});

test("the contact form: its package select, 'Message Sent!' (not closed by its backdrop), the row", async ({ visitor }) => {
  const email = uniqueEmail(`contact-${visitor.engine}`);
  const sent: Target = { role: 'dialog', name: 'Message Sent!' };
  await visitor.goto('/contact');
  await typeFields(visitor, main, [
    ['Your name', 'Casey Engine'],
    ['Email address', email],
    ['Subject', `From ${visitor.engine}`],
  ]);
  await choose(visitor, main, 'Package interest', 'Pro Engage');
  expect(await visitor.text({ role: 'combobox', name: 'Package interest', within: main })).toContain('Pro Engage');
  await typeFields(visitor, main, [['Message', 'Typed key by key, as a person types.']]);
  await visitor.click({ role: 'button', name: 'Send Message', within: main });
  await sees(visitor, sent);
  await expectBackdropCovers(visitor, test.info());
  await clickBackdrop(visitor);
  await visitor.run(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await visitor.isVisible(sent), "'Message Sent!' stays until the visitor closes it").toBe(true);
  await visitor.click({ role: 'button', name: 'Close', within: sent });
  await noLongerSees(visitor, sent);
  expect(await serviceSelect('ContactQueries', `select=name,subject,message,package_interest&email=eq.${encodeURIComponent(email)}`)).toEqual([
    { name: 'Casey Engine', subject: `From ${visitor.engine}`, message: 'Typed key by key, as a person types.', package_interest: 'Pro Engage' },
  ]);
  await expectNoProblems(visitor);
});
