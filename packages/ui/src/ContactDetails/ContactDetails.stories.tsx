import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContactDetails } from './ContactDetails';

const meta = {
  title: 'Content/ContactDetails',
  component: ContactDetails,
  args: {
    phone: '+44 20 7946 0321',
    email: 'hello@thumbcraft.studio',
    address: ['ThumbCraft Studio Ltd', '71-75 Shelton Street', 'London WC2H 9JQ', 'United Kingdom'],
    hours: 'Mon–Fri, 9:00–18:00 (UK time)',
  },
} satisfies Meta<typeof ContactDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Phone and email are tappable links; every detail is labelled. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    await expect(canvas.getByRole('link', { name: 'hello@thumbcraft.studio' })).toHaveAttribute(
      'href',
      'mailto:hello@thumbcraft.studio',
    );
    for (const term of ['Phone', 'Email', 'Address', 'Hours']) {
      await expect(canvas.getByText(term).tagName).toBe('DT');
    }
    await expect(canvas.getByText('London WC2H 9JQ')).toBeVisible();
  },
};

/** Address as one string, no hours. */
export const SingleLineAddress: Story = {
  args: { address: '71-75 Shelton Street, London WC2H 9JQ', hours: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Hours')).toBeNull();
    await expect(canvas.getByText('71-75 Shelton Street, London WC2H 9JQ')).toBeVisible();
  },
};

export const Phone320: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [(Story) => <div style={{ width: 288 }}><Story /></div>],
  args: { email: 'new-business-enquiries@thumbcraft.studio' },
  play: async ({ canvasElement }) => {
    const address = canvasElement.querySelector('address') as HTMLElement;
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
  },
};
