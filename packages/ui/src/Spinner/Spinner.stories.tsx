import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const PageLoading: Story = { args: { label: 'Loading portfolio masterpieces...', size: 'lg' } };

/** Label for screen readers only, e.g. inside a button. */
export const HiddenLabel: Story = {
  args: { size: 'sm', hideLabel: true, label: 'Loading testimonials' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading testimonials');
    const label = canvas.getByText('Loading testimonials');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
