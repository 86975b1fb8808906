/**
 * The keyboard in this engine (docs/browsers.md "What runs in every engine"): Tab, then Shift+Tab,
 * through `/contact`, every stop showing a focus indicator, in view and under no sticky header or
 * fixed content (WCAG 2.2 2.4.7, 2.4.11), judged by the same in-page check as the Chromium
 * accessibility suite (`e2e/focusStop.ts`).
 *
 * Each direction walks a page of its own: Tab past the page's last stop moves focus into the
 * browser's own controls, which no tool here drives, and in Firefox the page never gets it back
 * (keys sent to it still move its `activeElement`, which then shows no focus: it has none).
 */
import { business } from '../../src/config/business';
import { focusStopInPage } from '../focusStop';
import { expect, test } from './fixtures';
import { expectNoProblems, footer, pageSettled, scrollSettled } from './journeys';
import type { Key, Target, Visitor } from './visitor';

/** The footer's last line (`SiteFrame`), a part of the page that takes no focus. */
const copyright = `© ${new Date().getFullYear()} ${business.claims.company}. All rights reserved.`;

/** Presses `key` until focus leaves the page, checking each stop; gives the stops' names. */
async function walk(visitor: Visitor, key: Key): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    await visitor.press(key);
    // Focus may scroll the page smoothly: read the stop where the page comes to rest.
    await scrollSettled(visitor);
    const stop = await visitor.run(focusStopInPage);
    if (!stop) break;
    names.push(stop.name);
    // A frame's focus ring is its own page's (the map's, another origin, which this page cannot
    // read; in WebKit no style of the <iframe> shows it), so a frame is judged by place only.
    // Chromium's accessibility suite judges the map frame's ring too.
    if (!stop.name.startsWith('iframe ')) expect(stop.indicator, `${key}: a focus indicator on ${stop.name}`).toBe(true);
    expect(stop.coveredBy, `${key}: ${stop.name} not covered`).toEqual([]);
    expect(stop.seen, `${key}: ${stop.name} in view`).toBeGreaterThan(0);
  }
  return names;
}

/** Opens /contact as it stays and clicks `start`, which gives the page the focus; the walk goes on from there. */
async function openAt(visitor: Visitor, start: Target) {
  await visitor.goto('/contact');
  // The page as it stays: a part swapped in as the app starts (the map) would drop focus mid-walk.
  await pageSettled(visitor);
  await visitor.click(start);
}

test('Tab through /contact: every stop shows focus, in view, uncovered', async ({ visitor }) => {
  await openAt(visitor, { role: 'heading', level: 1 });
  const names = await walk(visitor, 'Tab');
  expect(names.length, `stops reached with Tab: ${names.join(' → ')}`).toBeGreaterThan(8);
  expect(names, 'the form is on the walk').toContain('button "Send Message"');
  await expectNoProblems(visitor);
});

test('Shift+Tab from the foot of /contact: every stop shows focus, in view, uncovered', async ({ visitor }) => {
  await openAt(visitor, { text: copyright, within: footer });
  const names = await walk(visitor, 'Shift+Tab');
  expect(names.length, `stops reached with Shift+Tab: ${names.join(' → ')}`).toBeGreaterThan(15);
  expect(names, 'the form is on the walk').toContain('button "Send Message"');
  await expectNoProblems(visitor);
});
