/**
 * What the engine journeys share: waiting for what a visitor sees, the page's problems, the
 * routes with what each must show, and reading a page once it stays as it is.
 */
import { PACKAGES } from '@agency/domain';
import { expect } from '@playwright/test';
import { serviceSelect } from '../support';
import { describeTarget, type Target, type Visitor } from './visitor';

/** Waits until the visitor sees `target`. */
export async function sees(visitor: Visitor, target: Target, message?: string): Promise<void> {
  await expect.poll(() => visitor.isVisible(target), { message: message ?? `${describeTarget(target)} shows` }).toBe(true);
}

/** Waits until `target` is gone from view. */
export async function noLongerSees(visitor: Visitor, target: Target, message?: string): Promise<void> {
  await expect.poll(() => visitor.isVisible(target), { message: message ?? `${describeTarget(target)} is gone` }).toBe(false);
}

/** Asserts no uncaught error, unhandled rejection or CSP violation in the pages opened so far. */
export async function expectNoProblems(visitor: Visitor): Promise<void> {
  expect(await visitor.problems(), `page errors and CSP violations in ${visitor.engine}`).toEqual([]);
}

/**
 * Waits until the app runs (its notifications landmark, which only the running app renders) and
 * the page's fonts are in: the page as it stays, for reading its layout. Never before acting.
 */
export async function pageSettled(visitor: Visitor): Promise<void> {
  await expect.poll(() => visitor.count({ role: 'region', name: /Notifications/ }), { timeout: 30_000, message: 'the app runs' }).toBeGreaterThan(0);
  await visitor.run(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Waits until the page stops scrolling (smooth scrolling into view ends), then a frame more. */
export async function scrollSettled(visitor: Visitor): Promise<void> {
  await visitor.run(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = -1;
    for (let still = 0, i = 0; still < 3 && i < 120; i += 1) {
      await frame();
      const now = scrollX * 100_000 + scrollY + [...document.querySelectorAll('dialog[open]')].reduce((sum, d) => sum + d.scrollTop, 0);
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

export const main: Target = { role: 'main' };
export const footer: Target = { role: 'contentinfo' };
export const freeSample: Target = { role: 'dialog', name: 'Get a Free Sample Thumbnail' };
export const callback: Target = { role: 'dialog', name: 'Book a Free Call Back' };

/** The newest blog post (the list features it; its page is the post the journeys open). */
export async function newestPost(): Promise<{ title: string; slug: string }> {
  const [post] = await serviceSelect<{ title: string; slug: string }>('blogs', 'select=title,slug&order=created_at.desc&limit=1');
  return post!;
}

/** Each route of docs/requirements.md §2 with what it must show (a post: the newest). */
export async function routes(): Promise<Array<{ path: string; shows: Target[] }>> {
  const post = await newestPost();
  const [member] = await serviceSelect<{ name: string }>('Team', 'select=name&order=id.asc&limit=1');
  return [
    {
      path: '/',
      // (The chat button shows a moment after the app starts: docs/architecture.md "The first view".)
      shows: [{ role: 'button', name: 'Get a Free Sample', within: main }, { role: 'heading', name: 'Our 5-step process' }, { role: 'link', name: 'Chat with us on WhatsApp' }],
    },
    { path: '/portfolio', shows: [{ role: 'heading', level: 1, name: 'Portfolio' }, { role: 'tab', name: 'All' }] },
    {
      path: '/packages',
      shows: [...PACKAGES.map((pkg): Target => ({ role: 'heading', name: pkg.name })), { role: 'heading', name: 'How does the free sample work?' }],
    },
    { path: '/about', shows: [{ role: 'heading', name: member!.name }, { role: 'heading', name: 'Excellence' }] },
    { path: '/testimonials', shows: [{ role: 'region', name: 'Testimonials' }] },
    { path: '/blog', shows: [{ role: 'link', name: post.title, within: main }] },
    { path: `/blog/${post.slug}`, shows: [{ role: 'heading', level: 1, name: post.title }, { role: 'link', name: /Back to Blog/ }] },
    { path: '/contact', shows: [{ role: 'link', name: /^\+44/, within: main }, { role: 'button', name: 'Send Message' }] },
  ];
}
