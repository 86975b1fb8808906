import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CoreValueCard } from './CoreValueCard';

const meta = {
  title: 'Cards/CoreValueCard',
  component: CoreValueCard,
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}><Story /></div>],
  args: {
    icon: '💡',
    title: 'Innovation',
    description: 'We try new visual ideas every week and keep the ones the data says work.',
  },
} satisfies Meta<typeof CoreValueCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Innovation' })).toBeVisible();
  },
};

export const ClientFocus: Story = {
  args: { icon: '🤝', title: 'Client Focus', description: 'Your channel goals shape every design decision.' },
};

export const HeadingLevel2: Story = {
  args: { headingLevel: 2, icon: undefined, title: 'Excellence' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Excellence' })).toBeVisible();
  },
};
