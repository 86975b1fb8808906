import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';
import { Section } from './Section';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Our Process',
    title: 'From idea to click-worthy thumbnail in five steps',
    intro: 'A clear, collaborative process with unlimited revisions, so every design lands.',
    children: <p>Section content goes here.</p>,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'From idea to click-worthy thumbnail in five steps' });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('five steps');
    await expect(canvas.getByText('Our Process')).toBeVisible();
  },
};

export const RaisedCentered: Story = { args: { tone: 'raised', align: 'center' } };

export const AccentLevel3: Story = {
  args: { tone: 'accent', headingLevel: 3, eyebrow: undefined, intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
};

/** Without a title the section is not announced as a region. */
export const Untitled: Story = {
  args: { title: undefined, eyebrow: undefined, intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByText('Section content goes here.')).toBeVisible();
  },
};

export const LongTextOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    title: 'Thumbnails engineered for Gaming & Live Streams, Podcasts & Talk Shows and Documentary storytelling',
    intro:
      'We study your niche, your competitors and your audience before we draw a single pixel, then design thumbnails that stand out in a crowded feed on every screen size.',
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section') as HTMLElement;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Container widths and the stand-alone heading block. */
export const ContainerAndHeading: Story = {
  render: () => (
    <Container as="main" width="prose">
      <SectionHeading eyebrow="Blog" title="Thumbnail tips" intro="Ideas you can use today." level={2} align="center" />
      <p>Prose-width content for reading.</p>
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Thumbnail tips' })).toBeInTheDocument();
  },
};
