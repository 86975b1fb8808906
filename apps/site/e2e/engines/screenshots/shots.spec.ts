/**
 * The screenshots for review (`npm run screenshots`, docs/browsers.md "Screenshots"): in this
 * project's engine and width, each route and a post as the page stays with its app running and
 * with JavaScript off, and each dialog open. Nothing is asserted beyond what a visitor must see
 * before the picture is taken: the pictures are for a person to compare (`sheet.ts`).
 */
import { uniqueEmail } from '../../support';
import { callback, freeSample, main, noLongerSees, pageSettled, routes, sees } from '../journeys';
import type { Target } from '../visitor';
import { animationsDone, scrollThrough, test, type Shooter } from './shooter';

/** The routes as the sheet names them, in its order. */
export const ROUTE_SHOTS = ['/', '/portfolio', '/packages', '/about', '/testimonials', '/blog', 'a blog post', '/contact'] as const;

/** A file name for a route: `route-home`, `route-blog-post`. */
export const routeFile = (route: string) => `route-${route === '/' ? 'home' : route === 'a blog post' ? 'blog-post' : route.slice(1)}`;

async function routeOf(route: string) {
  return (await routes()).find((r) => r.path === route || (route === 'a blog post' && r.path.startsWith('/blog/')))!;
}

/** The dialog open, once it has risen into place: the viewport, as the visitor sees it. */
async function saveOpen(shooter: Shooter, dialog: Target, name: string) {
  await sees(shooter, dialog);
  await animationsDone(shooter);
  await shooter.save(name, { full: false });
}

for (const route of ROUTE_SHOTS) {
  test(`${route} with its app`, async ({ shooter }) => {
    const { path, shows } = await routeOf(route);
    await shooter.goto(path);
    for (const target of shows) await sees(shooter, target);
    await pageSettled(shooter);
    await scrollThrough(shooter);
    await animationsDone(shooter);
    await shooter.save(`${routeFile(route)}-js`);
  });

  test(`${route} with JavaScript off`, async ({ offShooter }) => {
    const { path } = await routeOf(route);
    await offShooter.goto(path);
    // (Not `sees`: in WebKit the visitor's role finder is a script of the page, off here.)
    await offShooter.loaded();
    await offShooter.save(`${routeFile(route)}-nojs`);
  });
}

test('the free-sample dialog', async ({ shooter }) => {
  await shooter.goto('/');
  await shooter.click({ role: 'button', name: 'Get a Free Sample', within: main });
  await saveOpen(shooter, freeSample, 'dialog-free-sample');
});

test('the callback dialog', async ({ shooter }) => {
  await shooter.goto('/');
  await shooter.click({ role: 'button', name: 'Book a free Call back', within: main });
  await saveOpen(shooter, callback, 'dialog-callback');
});

test('a case study', async ({ shooter }) => {
  await shooter.goto('/portfolio');
  await shooter.click({ role: 'button', name: 'View Case Study' });
  await saveOpen(shooter, { role: 'dialog' }, 'dialog-case-study');
});

// (At 390 px only: the config leaves it out of the wider projects.)
test('the phone menu', async ({ shooter }) => {
  await shooter.goto('/');
  await shooter.click({ role: 'button', name: 'Open menu' });
  await sees(shooter, { role: 'button', name: 'Close menu' });
  await animationsDone(shooter);
  await shooter.save('dialog-phone-menu', { full: false });
});

test("the contact form's 'Message Sent!'", async ({ shooter }) => {
  await shooter.goto('/contact');
  for (const [name, value] of [
    ['Your name', 'Casey Shots'],
    ['Email address', uniqueEmail(`shots-${shooter.engine}`)],
    ['Subject', 'Screenshots'],
    ['Message', 'Typed key by key, for the contact sheet.'],
  ]) {
    await shooter.typeInto({ role: 'textbox', name: name!, within: main }, value!);
  }
  await shooter.click({ role: 'combobox', name: 'Package interest', within: main });
  await shooter.click({ role: 'option', name: 'Pro Engage' });
  await noLongerSees(shooter, { role: 'listbox' });
  await shooter.click({ role: 'button', name: 'Send Message', within: main });
  await saveOpen(shooter, { role: 'dialog', name: 'Message Sent!' }, 'dialog-message-sent');
  await shooter.click({ role: 'button', name: 'Close', within: { role: 'dialog', name: 'Message Sent!' } });
  await noLongerSees(shooter, { role: 'dialog', name: 'Message Sent!' });
});
