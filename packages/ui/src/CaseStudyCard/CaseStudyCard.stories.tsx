import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleCaseStudyImages } from '../internal/storyFixtures';
import { CaseStudyCard } from './CaseStudyCard';

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
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    for (const heading of ['The Problem', 'The Goal', 'The Solution', 'The Results']) {
      await expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await expect(within(dialog).getByText(/rose to 7.4%/)).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('img')).toHaveLength(5);
    // The dialog is ready for the keyboard once it has taken focus.
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
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

/** Controlled: stays open while `open` is true, reporting the close request. */
export const Controlled: Story = {
  args: { open: true },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Pixel Siege' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(body(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

export const OneImage: Story = {
  args: { imageUrls: sampleCaseStudyImages.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const NoImages: Story = {
  args: { imageUrls: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
