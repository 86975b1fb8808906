import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleCaseStudyImages } from '../internal/storyFixtures';
import { pressEscape } from '../internal/storyInput';
import { ImageSrcSetProvider } from '../ImageWithFallback';
import { CaseStudyCard } from './CaseStudyCard';
import { lineCount } from '../internal/storyLayout';

const meta = {
  title: 'Cards/CaseStudyCard',
  component: CaseStudyCard,
  decorators: [(Story) => <div style={{ maxWidth: '26rem' }}><Story /></div>],
  args: {
    clientName: 'Pixel Siege',
    problem: 'A 400K-subscriber strategy channel whose click-through rate had slid to 2.8% as its thumbnails blurred together.',
    goal: 'Lift click-through rate above 6% within two months without changing upload schedule.',
    solution: 'A new visual system: one hero unit per thumbnail, a bold two-word hook and a consistent colour code per series.',
    results: 'Click-through rate rose to 7.4% and average views per video doubled in eight weeks.',
    imageUrls: sampleCaseStudyImages,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CaseStudyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The card shows at most 4 images; "View Case Study" opens the full details popup. */
export const OpensPopup: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getAllByRole('img')).toHaveLength(4);
    const button = canvas.getByRole('button', { name: 'View Case Study' });
    await expect(button).toHaveAccessibleDescription('Pixel Siege');
    await userEvent.click(button);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pixel Siege' });
    // The button opens it by itself (Invoker Commands); the toggle event reports it.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    for (const heading of ['The Problem', 'The Goal', 'The Solution', 'The Results']) {
      await expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await expect(within(dialog).getByText(/rose to 7.4%/)).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('img')).toHaveLength(5);
    // The dialog is ready for the keyboard once it has taken focus.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Opened from the start (e.g. the site's `?caseStudy=1` link). */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pixel Siege' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/**
 * Controlled: stays open while `open` is true, reporting the close request (the platform closes
 * the dialog on "Close"; the card opens it again, as `open` says).
 */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pixel Siege' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // (The close event comes in a task of its own.)
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(dialog.matches(':modal')).toBe(true));
    await expect(body(canvasElement).getByRole('dialog', { name: 'Pixel Siege' })).toBeInTheDocument();
  },
};

export const OneImage: Story = {
  args: { imageUrls: sampleCaseStudyImages.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

/**
 * Three images, each offered in another format as well (a `<picture>` per image, as on the site):
 * the first two side by side, the third across the card.
 */
export const ThreeImagesInOtherFormats: Story = {
  args: { imageUrls: sampleCaseStudyImages.slice(0, 3) },
  decorators: [
    (Story) => (
      <ImageSrcSetProvider resolve={() => undefined} resolveSources={(src) => [{ type: 'image/svg+xml', srcSet: `${src} 1280w` }]}>
        <Story />
      </ImageSrcSetProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('img').map((img) => img.getBoundingClientRect());
    await expect(boxes).toHaveLength(3);
    const [first, second, third] = boxes as [DOMRect, DOMRect, DOMRect];
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
    await expect(second.left).toBeGreaterThan(first.right - 1);
    await expect(third.top).toBeGreaterThan(first.bottom - 1);
    await expect(Math.round(third.left)).toBe(Math.round(first.left));
    await expect(Math.round(third.right)).toBe(Math.round(second.right));
  },
};

export const NoImages: Story = {
  args: { imageUrls: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/**
 * Long texts: on the card the client name wraps and the problem is cut to three lines; the popup
 * shows every text in full, wrapped inside the dialog (no sideways scrolling).
 */
export const LongText: Story = {
  args: {
    clientName: 'Pixel Siege Strategy Gaming Network and Friends Collective',
    problem:
      'A 400K-subscriber strategy channel whose click-through rate had slid to 2.8% as its thumbnails blurred together: every upload used the same dark map, the same three unit portraits and a headline of nine or ten words that nobody could read on a phone, so the channel was losing suggested-video traffic month after month.',
    results:
      'Click-through rate rose to 7.4% and average views per video doubled in eight weeks; suggested-video traffic recovered to its best level in two years, and the channel kept the new visual system for every series it launched afterwards.',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const card = canvas.getByRole('article');
    const heading = canvas.getByRole('heading', { level: 3, name: /^Pixel Siege Strategy Gaming/ });
    await expect(lineCount(heading)).toBeGreaterThan(1);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // (The popup, closed, sits in the card too: its copy of the text is left out.)
    const excerpt = within(card).getByText(/whose click-through rate had slid/, { ignore: 'script, style, dialog *' });
    const lineHeight = Number.parseFloat(getComputedStyle(excerpt).lineHeight);
    await expect(excerpt.getBoundingClientRect().height).toBeLessThanOrEqual(3 * lineHeight + 1);
    await expect(excerpt.scrollHeight).toBeGreaterThan(excerpt.clientHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'View Case Study' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: /^Pixel Siege Strategy Gaming/ });
    const fullProblem = within(dialog).getByText(/losing suggested-video traffic month after month/);
    await waitFor(() => expect(fullProblem).toBeVisible()); // once the dialog has faded in
    await expect(lineCount(fullProblem)).toBeGreaterThan(3);
    await expect(within(dialog).getByText(/kept the new visual system/)).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await pressEscape();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};
