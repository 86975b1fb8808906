/**
 * A visitor's journeys in this engine (docs/browsers.md "What runs in every engine"), at each
 * width of the suite (a width is a worker's: one project each): the main navigation (on a phone
 * behind 'Open menu'), the portfolio's category tabs, both carousels' controls, the FAQ, the §8
 * 'Missing Fields' toast, the newsletter (stored and thanked; refused: 'Subscription Failed', the
 * address kept), a post opened from the blog, and 'Welcome aboard!' waiting while focus is in it
 * (WCAG 2.2 2.2.1). The words are the
 * Chromium suite's (`contact.spec.ts`, `accessibility.spec.ts`, docs/requirements.md).
 */
import { serviceSelect, uniqueEmail } from '../support';
import { faqs } from '../../src/config/content';
import { expect, test } from './fixtures';
import { expectNoProblems, footer, freeSample, main, newestPost, noLongerSees, sees } from './journeys';
import { VIEWPORTS, type Target, type Visitor } from './visitor';

/** What has focus: its name (label or text), whether it is in `<main>`, the title of the region it is in. */
function focused() {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  const region = el.closest('section[aria-labelledby]');
  const title = region ? document.getElementById(region.getAttribute('aria-labelledby') ?? '') : null;
  return { name: el.getAttribute('aria-label') ?? el.innerText.trim(), inMain: el.closest('main') !== null, region: title?.innerText.trim() ?? null };
}

/** 'Next slide' in the carousel (a region) named `name` moves from its first slide to its second. */
async function nextSlide(visitor: Visitor, name: string) {
  const carousel: Target = { role: 'region', name };
  const slide = (n: number): Target => ({ role: 'group', name: new RegExp(`^${n} of \\d+$`), within: carousel });
  await sees(visitor, slide(1));
  // Brought into view at once: WebKitWebDriver's click scrolls with the page's smooth
  // `scroll-behavior` and finds the button not yet in view ('element not interactable').
  await visitor.run(
    (name) => document.querySelector(`[aria-label="${name}"] [aria-label="Next slide"]`)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    name,
  );
  await visitor.click({ role: 'button', name: 'Next slide', within: carousel });
  await sees(visitor, slide(2));
  await noLongerSees(visitor, slide(1));
}

test("the main navigation: on a phone behind 'Open menu', a link navigates", async ({ visitor }) => {
  const nav: Target = { role: 'navigation', name: 'Main' };
  const packages: Target = { role: 'link', name: 'Packages', within: nav };
  const phone = visitor.viewport.width < VIEWPORTS[1280].width;
  await visitor.goto('/');
  if (phone) {
    await noLongerSees(visitor, packages);
    await visitor.click({ role: 'button', name: 'Open menu', within: nav });
  }
  await visitor.click(packages);
  await expect.poll(() => visitor.path()).toBe('/packages');
  await sees(visitor, { role: 'heading', name: faqs[0]!.question });
  // The menu closes as the page changes.
  if (phone) await noLongerSees(visitor, packages);
  await expectNoProblems(visitor);
});

test('the portfolio: a category tab filters the works, All brings them all back', async ({ visitor }) => {
  const works = await serviceSelect<{ title: string; category: string }>('Thumbnail_Work', 'select=title,category');
  const of = (category: string) => works.filter((work) => work.category === category);
  // The category with the most works.
  const category = works.map((work) => work.category).reduce((most, next) => (of(next).length > of(most).length ? next : most));
  const ofIt = of(category);
  expect(ofIt.length, 'a category with fewer works than all').toBeLessThan(works.length);
  const card: Target = { role: 'article', within: { role: 'region', name: 'Thumbnail Designs' } };
  await visitor.goto('/portfolio');
  await expect.poll(() => visitor.count(card), 'every work').toBe(works.length);
  await visitor.click({ role: 'tab', name: category, within: { role: 'tablist', name: 'Filter by category' } });
  await expect.poll(() => visitor.count(card), `the works of ${category}`).toBe(ofIt.length);
  const shown = await Promise.all(ofIt.map((_, nth) => visitor.text({ role: 'heading', within: { ...card, nth } })));
  expect(shown.toSorted(), `only ${category}`).toEqual(ofIt.map((work) => work.title).toSorted());
  expect(await visitor.attribute({ role: 'tab', name: category }, 'aria-selected')).toBe('true');
  await visitor.click({ role: 'tab', name: 'All' });
  await expect.poll(() => visitor.count(card), 'every work again').toBe(works.length);
  await expectNoProblems(visitor);
});

test("both carousels: 'Next slide' shows the second slide", async ({ visitor }) => {
  await visitor.goto('/portfolio');
  await nextSlide(visitor, 'Featured transformations');
  await visitor.goto('/testimonials');
  await nextSlide(visitor, 'Testimonials');
  await expectNoProblems(visitor);
});

test('the FAQ on /packages opens an answer', async ({ visitor }) => {
  const faq: Target = { role: 'region', name: 'Frequently asked questions' };
  const { question, answer } = faqs[0]!;
  await visitor.goto('/packages');
  await noLongerSees(visitor, { text: answer, within: faq });
  await visitor.click({ role: 'heading', name: question, within: faq });
  await sees(visitor, { text: answer, within: faq });
  await expectNoProblems(visitor);
});

test("§8: an empty contact form sent shows 'Missing Fields'", async ({ visitor }) => {
  await visitor.goto('/contact');
  await visitor.click({ role: 'button', name: 'Send Message', within: main });
  const toast: Target = { role: 'status', name: /Missing Fields/ };
  await sees(visitor, { text: 'Missing Fields', within: toast });
  await sees(visitor, { text: 'Please fill out all required fields.', within: toast });
  await expectNoProblems(visitor);
});

/** The footer's newsletter field, and what it holds now. */
const newsletterField: Target = { role: 'textbox', name: /email/i, within: footer };
const newsletterValue = (visitor: Visitor) =>
  visitor.run(() => (document.querySelector('footer input[type="email"]') as HTMLInputElement | null)?.value ?? null);

test("§8: the newsletter in the footer stores the address, says 'Subscribed!' and clears the field", async ({ visitor }) => {
  const email = uniqueEmail(`newsletter-${visitor.engine}`);
  await visitor.goto('/blog');
  await visitor.typeInto(newsletterField, email);
  await visitor.click({ role: 'button', name: 'Subscribe', within: footer });
  const toast: Target = { role: 'status', name: /Subscribed!/ };
  await sees(visitor, { text: 'Subscribed!', within: toast });
  await sees(visitor, { text: 'Thanks for subscribing to our newsletter!', within: toast });
  await expect.poll(() => newsletterValue(visitor)).toBe('');
  const rows = await serviceSelect<{ email: string }>('Subscribers', `select=email&email=eq.${encodeURIComponent(email)}`);
  expect(rows).toEqual([{ email }]);
  await expectNoProblems(visitor);
});

test("§8: a refused signup says 'Subscription Failed' and keeps the address", async ({ visitor }) => {
  const email = uniqueEmail(`refused-${visitor.engine}`);
  await visitor.refuseInserts('Subscribers');
  await visitor.goto('/blog');
  await visitor.typeInto(newsletterField, email);
  await visitor.click({ role: 'button', name: 'Subscribe', within: footer });
  const toast: Target = { role: 'status', name: /Subscription Failed/ };
  await sees(visitor, { text: 'Subscription Failed', within: toast });
  await sees(visitor, { text: 'Could not subscribe. Please try again.', within: toast });
  expect(await newsletterValue(visitor)).toBe(email);
  await expectNoProblems(visitor);
});

test('a post opens from /blog: its heading shows', async ({ visitor }) => {
  const post = await newestPost();
  await visitor.goto('/blog');
  await visitor.click({ role: 'link', name: post.title, within: main });
  await sees(visitor, { role: 'heading', level: 1, name: post.title });
  await expect.poll(() => visitor.path()).toBe(`/blog/${post.slug}`);
  await expectNoProblems(visitor);
});

test("'Welcome aboard!' after a free sample waits while focus is in it (WCAG 2.2 2.2.1)", async ({ visitor }) => {
  const welcome: Target = { role: 'region', name: 'Welcome aboard!' };
  const inWelcome = { name: 'Close', region: 'Welcome aboard!' };
  await visitor.goto('/portfolio');
  await visitor.click({ role: 'button', name: 'Get a Free Sample', within: main });
  // (Each field is clicked, then typed into: where the pointer rests when the message opens
  // matters, as a pointer resting on it holds it too.)
  for (const [name, value] of [
    ['Your name', 'Kim Keys'],
    ['Phone number', '+44 7700 900124'],
    ['Email address', uniqueEmail(`focus-${visitor.engine}`)],
    ['Video title', 'Tab To Me'],
  ] as const) {
    await visitor.typeInto({ role: 'textbox', name: new RegExp(`^${name}`), within: freeSample }, value);
  }
  await visitor.press('Enter');
  await sees(visitor, welcome);
  await noLongerSees(visitor, freeSample);
  await expect.poll(() => visitor.run(focused), 'focus back on the opener').toMatchObject({ name: 'Get a Free Sample', inMain: true });
  await visitor.press('Tab');
  await expect.poll(() => visitor.run(focused), 'Tab reaches its Close button').toMatchObject(inWelcome);
  // Well past its own 2000 ms, with focus still inside.
  await visitor.run(() => new Promise((resolve) => setTimeout(resolve, 5000)));
  expect(await visitor.isVisible(welcome), 'it waits while focus is in it').toBe(true);
  expect(await visitor.run(focused), 'focus stayed inside').toMatchObject(inWelcome);
  // The pointer off it too (the last field's click left it where the message opens, on some
  // widths; a pointer resting on it rightly holds it), away to the page's top corner.
  await visitor.pointAt(1, 1);
  await visitor.press('Shift+Tab');
  // (Gone: not displayed, so nothing of it is left over the page to catch a click.)
  await noLongerSees(visitor, welcome, 'it goes once focus has left');
  await expectNoProblems(visitor);
});
