import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KeywordList } from './KeywordList';

const keywords = ['thumbnails', 'click-through rate', 'A/B testing', 'YouTube growth', 'design'];

const meta = {
  title: 'Content/KeywordList',
  component: KeywordList,
  args: { keywords },
} satisfies Meta<typeof KeywordList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Keywords' });
    await expect(list.querySelectorAll('li')).toHaveLength(5);
  },
};

export const AtMostThree: Story = {
  args: { max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(keywords.slice(0, 3));
  },
};

export const Empty: Story = {
  args: { keywords: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
