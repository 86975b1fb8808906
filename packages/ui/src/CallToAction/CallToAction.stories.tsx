import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from '../Button';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Layout/CallToAction',
  component: CallToAction,
  args: {
    title: 'Ready to get more clicks?',
    description: 'Tell us about your channel and we will design thumbnails your audience cannot scroll past.',
    actions: <ButtonLink href="/contact">Contact Us</ButtonLink>,
  },
} satisfies Meta<typeof CallToAction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ready to get more clicks?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

const onClick = fn();
export const TwoActions: Story = {
  args: {
    title: 'Not sure yet? Try us for free',
    actions: (
      <>
        <Button onClick={onClick}>Get a Free Sample</Button>
        <Button variant="secondary">Book a free Call back</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Free Sample' }));
    await expect(onClick).toHaveBeenCalledTimes(1);
  },
};

export const WithoutDescription: Story = { args: { description: undefined } };
