/// <reference types="vite/client" />
/**
 * Visual regression without network: the default story of every component, screenshotted in
 * the local Chromium at phone and desktop width and compared with the baselines committed in
 * `./__screenshots__/` (Vitest's `toMatchScreenshot`, pixelmatch; the pixel budget is in the
 * `visual` project of the root `vitest.config.ts`). How to read a failure and accept a change:
 * packages/ui/README.md, "Visual regression".
 *
 * The rule for "default story": every `*.stories.tsx` of `packages/ui/src` is one component's
 * stories file, except the Foundations pages (not components) and the `*.prerendered.stories.tsx`
 * files (the same component before the app starts, covered by its main file). Its default story
 * is the one exported as `Default`, or else the first story the file exports. It is rendered
 * as the story (args, decorators, loaders, `beforeEach`) without its play function, under the
 * story's `layout` (padded unless it says otherwise).
 *
 * Determinism: reduced motion is emulated (carousels, marquees and counters hold still, CSS
 * transitions and animations stop; the screenshot also freezes animations), device scale 1,
 * fixed widths, the pointer off the page, fonts and images loaded before the shot, and the inside
 * of an `<iframe>` (a third-party page from the network) masked. The
 * viewport's height grows to fit the story, so nothing below the fold is cut off.
 */
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as previewAnnotations from '../../../.storybook/preview';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Moves the pointer off the page (registered by the `visual` project). */
    parkPointer: () => Promise<void>;
  }
}

setProjectAnnotations([previewAnnotations]);
// React's `act()` flushes each render before the test reads the page.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The two widths every default story is checked at, with the device's screen height. */
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
/** The tallest a screenshot grows (longer stories are cut here). */
const MAX_HEIGHT_PX = 4000;
/** The longest an image in view is waited for (they come from the local dev server). */
const IMAGE_WAIT_MS = 5000;

type StoriesModule = Parameters<typeof composeStories>[0];
// The same three globs twice (import.meta.glob takes literals only): the modules, and their source
// text for the order of their exports (a module namespace lists its exports alphabetically).
const modules = import.meta.glob<StoriesModule>(
  ['../src/**/*.stories.tsx', '!../src/foundations/**', '!../src/**/*.prerendered.stories.tsx'],
  { eager: true },
);
const sources = import.meta.glob<string>(
  ['../src/**/*.stories.tsx', '!../src/foundations/**', '!../src/**/*.prerendered.stories.tsx'],
  { eager: true, query: '?raw', import: 'default' },
);

/** Each component's default story, by the rule above. */
const defaults = Object.entries(modules).map(([file, module]) => {
  const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;
  const exportOrder = [...(sources[file] ?? '').matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  const name = 'Default' in stories ? 'Default' : exportOrder.find((key) => key && key in stories);
  if (!name) throw new Error(`${file} exports no story`);
  const component = file.replace(/^.*\/([^/]+)\.stories\.tsx$/, '$1');
  return { file, component, name, Story: stories[name]! };
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

beforeAll(async () => {
  await commands.parkPointer();
});

/**
 * Resolves once every image in view has loaded (or failed) and been decoded. Images out of view
 * (a carousel's other slides, a closed popup) may be lazy and never load: they are not waited
 * for, and no image is waited for longer than {@link IMAGE_WAIT_MS}.
 */
async function imagesSettled() {
  const inView = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
  });
  const settled = (img: HTMLImageElement) =>
    new Promise<void>((resolve) => {
      if (img.complete) return resolve();
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
    }).then(() => img.decode().catch(() => undefined));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, IMAGE_WAIT_MS));
  await Promise.race([Promise.all(inView.map(settled)), timeout]);
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

test('every component has one default story, under a name of its own', () => {
  expect(defaults.length).toBe(Object.keys(sources).length);
  expect(new Set(defaults.map((entry) => entry.component)).size).toBe(defaults.length);
});

type Viewport = (typeof viewports)[number];
type DefaultStory = (typeof defaults)[number];

/** Renders one default story at one width, the way the rule above says, and compares it. */
async function matchesBaseline(viewport: Viewport, { component, name, Story }: DefaultStory) {
  await page.viewport(viewport.width, viewport.height);
  await Story.load();
  const canvas = document.createElement('div');
  const layout = (Story.parameters.layout as string | undefined) ?? 'padded';
  if (layout === 'padded') canvas.style.padding = '1rem';
  if (layout === 'centered') Object.assign(canvas.style, { display: 'grid', placeItems: 'center', padding: '1rem' });
  document.body.append(canvas);
  act(() => {
    root = createRoot(canvas);
    root.render(<Story />);
  });

  // Grow the viewport to the story's height (a few passes: `vh` units follow the viewport).
  for (let pass = 0; pass < 3; pass += 1) {
    await frames(2);
    const height = Math.min(MAX_HEIGHT_PX, Math.max(viewport.height, document.documentElement.scrollHeight));
    if (height === window.innerHeight) break;
    await page.viewport(viewport.width, height);
  }
  await imagesSettled();
  await document.fonts.ready;
  await frames(2);

  // A frame's page is not ours and comes from the network (the map: openstreetmap.org, or the
  // browser's error page offline, whenever it fails): its box is compared, its inside masked.
  const mask = [...document.querySelectorAll('iframe')];
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(`${component}-${name}-${viewport.name}`, mask.length ? { screenshotOptions: { mask } } : undefined);
}

for (const viewport of viewports) {
  describe(`${viewport.name} (${viewport.width} px)`, () => {
    for (const story of defaults) {
      test(`${story.component} › ${story.name}`, () => matchesBaseline(viewport, story));
    }
  });
}
