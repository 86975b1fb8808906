import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleTeamPortrait } from '../internal/storyFixtures';
import { TeamMemberCard } from './TeamMemberCard';
import { lineCount } from '../internal/storyLayout';

const meta = {
  title: 'Cards/TeamMemberCard',
  component: TeamMemberCard,
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
  args: {
    name: 'Priya Nair',
    role: 'Lead Designer &amp; <em>Art Director</em>',
    bio: '<p>Nine years designing for gaming and tech channels. Believes every thumbnail needs <strong>one</strong> focal point.</p>',
    imageUrl: sampleTeamPortrait,
    altText: 'Illustrated portrait of Priya Nair',
  },
} satisfies Meta<typeof TeamMemberCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Markup in role and bio keeps its emphasis. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Priya Nair' })).toBeVisible();
    await expect(canvas.getByText('Art Director').tagName).toBe('EM');
    await expect(canvas.getByText('one').tagName).toBe('STRONG');
    await expect(canvas.getByRole('img', { name: 'Illustrated portrait of Priya Nair' })).toBeVisible();
  },
};

/** Hostile markup in the bio is neutralised; a link in it stays usable. */
export const UnsafeBio: Story = {
  args: {
    bio: 'Ex-<a href="https://www.behance.net/">Behance</a> featured designer.<img src=x onerror="document.body.dataset.hacked=1"><script>document.body.dataset.hacked=1</script>',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Behance' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

/** No portrait and no alt text: a placeholder named after the person. */
export const NoPortrait: Story = {
  args: { imageUrl: null, altText: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Portrait of Priya Nair' })).toHaveAttribute('data-fallback');
  },
};

/** A long name, role and bio (with an unbroken link) wrap inside the card; nothing sticks out sideways. */
export const LongText: Story = {
  args: {
    name: 'Priyanka Alexandra Nair-Montgomery-Featherstonehaugh',
    role: 'Lead Designer &amp; <em>Art Director for Gaming, Documentary and Technology Channels</em>',
    bio: '<p>Nine years designing for gaming and tech channels across Europe and North America. Portfolio: https://www.behance.net/priyanairthumbnaildesignsforgamingchannels. Believes every thumbnail needs <strong>one</strong> focal point and three words at most.</p>',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    const name = canvas.getByRole('heading', { level: 3, name: /^Priyanka Alexandra/ });
    const bio = canvas.getByText(/Nine years designing/);
    await expect(name).toBeVisible();
    await expect(lineCount(name)).toBeGreaterThan(1);
    await expect(lineCount(bio)).toBeGreaterThan(3);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const edge = card.getBoundingClientRect().right;
    for (const element of [name, canvas.getByText(/Art Director for Gaming/), bio]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    }
  },
};
