import { CATEGORY_ALL, PORTFOLIO_CATEGORIES } from '@agency/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CategoryFilter, type CategoryFilterProps } from './CategoryFilter';

/** The portfolio's 13 categories, 'All' first. */
const categories = PORTFOLIO_CATEGORIES;

/** Holds the selection like the portfolio page does. */
function StatefulFilter(props: CategoryFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CategoryFilter
      {...props}
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValueChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Content/CategoryFilter',
  component: StatefulFilter,
  args: { categories, value: CATEGORY_ALL, onValueChange: fn() },
} satisfies Meta<typeof StatefulFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Filter by category' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab')).toHaveLength(13);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ClickSelects: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Food & Cooking' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('Food & Cooking');
    await expect(canvas.getByRole('tab', { name: 'Food & Cooking' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
  },
};

export const ArrowKeysSelect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Gaming & Live Streams' })).toHaveFocus());
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Gaming & Live Streams' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Gaming & Live Streams');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}'); // wraps around to the last category
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Automotive' })).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Automotive');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'));
  },
};

export const WithPanel: Story = {
  args: {
    value: 'Automotive',
    children: <p>No thumbnails found for "Automotive". Try another category!</p>,
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('tabpanel', { name: 'Automotive' });
    await expect(panel).toHaveTextContent('No thumbnails found for "Automotive".');
    await expect(canvas.getByRole('tab', { name: 'Automotive' })).toHaveAttribute('aria-controls', panel.id);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    // The 13 categories do not fit in 390 px: the row scrolls instead of wrapping.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** Two categories: both tabs fit on one row; clicking the second selects it, ArrowRight wraps back to "All". */
export const FewCategories: Story = {
  args: { categories: ['All', 'Gaming & Live Streams'] },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Filter by category' });
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const gaming = canvas.getByRole('tab', { name: 'Gaming & Live Streams' });
    await userEvent.click(gaming);
    await expect(gaming).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Gaming & Live Streams');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('All');
  },
};
