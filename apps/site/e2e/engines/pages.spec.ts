/**
 * Every route and a post, in this engine, at this width (docs/browsers.md "What runs in every
 * engine"): the route's content shows with no page error and no CSP violation; no sideways
 * scroll; the first view has the same headings and calls to action as in Chromium; and nothing
 * Chromium shows on screen is off-screen here.
 */
import { layoutFacts, type LayoutFacts } from './inPage';
import { expect, test } from './fixtures';
import { expectNoProblems, pageSettled, routes, sees } from './journeys';
import type { Visitor } from './visitor';

const ROUTES = ['/', '/portfolio', '/packages', '/about', '/testimonials', '/blog', 'a blog post', '/contact'] as const;
/** How far above the fold an item must be to count as in the first view (fonts differ by a few px per line between engines). */
const FOLD_MARGIN_PX = 60;
/** Rounding between engines' boxes. */
const EDGE_PX = 2;

/** The page's layout once it stays as it is. */
async function read(visitor: Visitor): Promise<LayoutFacts> {
  await pageSettled(visitor);
  return visitor.run(layoutFacts);
}

/** The items whose top is above `line` (page coordinates). */
const above = (facts: LayoutFacts, line: number) => new Set(facts.items.filter((item) => item.top < line).map((item) => item.key));

/** How many times each item shows wholly across the viewport's width. */
function onScreen(facts: LayoutFacts): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of facts.items) {
    if (item.left >= -EDGE_PX && item.right <= facts.innerWidth + EDGE_PX) counts.set(item.key, (counts.get(item.key) ?? 0) + 1);
  }
  return counts;
}

for (const route of ROUTES) {
  test(`${route}: its content, no page error or CSP violation; the layout as in Chromium`, async ({ visitor, reference }) => {
    const { path, shows } = (await routes()).find((r) => r.path === route || (route === 'a blog post' && r.path.startsWith('/blog/')))!;
    const [here, chromium] = await Promise.all([
      (async () => {
        await visitor.goto(path);
        for (const target of shows) await sees(visitor, target);
        return read(visitor);
      })(),
      (async () => {
        await reference.goto(path);
        for (const target of shows) await sees(reference, target);
        return read(reference);
      })(),
    ]);
    expect(here.innerWidth, 'the viewport').toBe(visitor.viewport.width);
    expect(here.scrollWidth, `${path}: no sideways scroll in ${visitor.engine}`).toBeLessThanOrEqual(here.innerWidth);
    expect(chromium.scrollWidth, `${path}: no sideways scroll in Chromium`).toBeLessThanOrEqual(chromium.innerWidth);

    // The first view: what one engine shows clearly above the fold, the other shows above it too.
    const fold = here.innerHeight;
    const hereFirst = above(here, fold);
    const chromiumFirst = above(chromium, fold);
    const missing = [...above(chromium, fold - FOLD_MARGIN_PX)].filter((key) => !hereFirst.has(key));
    const extra = [...above(here, fold - FOLD_MARGIN_PX)].filter((key) => !chromiumFirst.has(key));
    expect(missing, `${path}: in Chromium's first view, not in ${visitor.engine}'s`).toEqual([]);
    expect(extra, `${path}: in ${visitor.engine}'s first view, not in Chromium's`).toEqual([]);

    // Nothing off-screen (or missing) that Chromium shows across the width.
    const hereOnScreen = onScreen(here);
    const offScreen = [...onScreen(chromium)].filter(([key, n]) => (hereOnScreen.get(key) ?? 0) < n).map(([key]) => key);
    expect(offScreen, `${path}: on screen in Chromium, off-screen or missing in ${visitor.engine}`).toEqual([]);

    await expectNoProblems(visitor);
    await expectNoProblems(reference);
  });
}
