import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BenefitCard } from './BenefitCard';

const meta = {
  title: 'Cards/BenefitCard',
  component: BenefitCard,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
  args: {
    icon: '⚡',
    title: 'Fast turnaround',
    description: 'Standard delivery in 24-48 hours, priority delivery in 24 hours on Pro plans.',
  },
} satisfies Meta<typeof BenefitCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fast turnaround' })).toBeVisible();
    await expect(canvas.getByText('⚡')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongText: Story = {
  args: {
    title: 'Click-through-rate-optimised designs engineered from audience research',
    description:
      'We analyse your niche, study the thumbnails that win in your recommended feed and design for a phone screen first, so your video stands out at 168 pixels wide as clearly as on a television.',
  },
};
