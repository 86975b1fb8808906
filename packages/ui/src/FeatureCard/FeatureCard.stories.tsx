import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FeatureCard, featureCardVariants } from './FeatureCard';

const meta = {
  title: 'Cards/FeatureCard',
  component: FeatureCard,
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: parameters.maxWidth ?? '22rem' }}><Story /></div>],
  argTypes: { variant: { control: 'inline-radio', options: featureCardVariants } },
  args: {
    icon: '⚡',
    title: 'Fast turnaround',
    description: 'Standard delivery in 24-48 hours, priority delivery in 24 hours on Pro plans.',
  },
} satisfies Meta<typeof FeatureCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A benefit of the home page: the default look. */
export const Benefit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fast turnaround' })).toBeVisible();
    await expect(canvas.getByText('⚡')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const BenefitWithoutIcon: Story = { args: { icon: undefined } };

export const BenefitLongText: Story = {
  args: {
    title: 'Click-through-rate-optimised designs engineered from audience research',
    description:
      'We analyse your niche, study the thumbnails that win in your recommended feed and design for a phone screen first, so your video stands out at 168 pixels wide as clearly as on a television.',
  },
};

/** A core value of the about page: centred on a soft gradient. */
export const CoreValue: Story = {
  parameters: { maxWidth: '18rem' },
  args: {
    variant: 'value',
    icon: '💡',
    title: 'Innovation',
    description: 'We try new visual ideas every week and keep the ones the data says work.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Innovation' })).toBeVisible();
    await expect(canvas.getByText('💡')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CoreValueClientFocus: Story = {
  parameters: { maxWidth: '18rem' },
  args: { variant: 'value', icon: '🤝', title: 'Client Focus', description: 'Your channel goals shape every design decision.' },
};

export const CoreValueHeadingLevel2: Story = {
  parameters: { maxWidth: '18rem' },
  args: {
    variant: 'value',
    headingLevel: 2,
    icon: undefined,
    title: 'Excellence',
    description: 'We try new visual ideas every week and keep the ones the data says work.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Excellence' })).toBeVisible();
  },
};
