import { PACKAGES, packagePrice, packagePriceLabel } from '@agency/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../Button';
import { PackageCard } from './PackageCard';

const [starter, pro, ultimate] = PACKAGES;

/** The three packages: their names, prices and popularity, with sample words. */
const packages = [
  {
    name: starter.name,
    ...packagePrice(starter),
    description: 'One standout thumbnail for your next upload.',
    features: ['1 custom design', 'CTR-optimised', 'High-res JPG/PNG', 'Free revisions', 'Standard delivery 24-48h'],
  },
  {
    name: pro.name,
    ...packagePrice(pro),
    popular: pro.popular,
    description: 'For channels uploading every week.',
    features: ['5 designs', 'Free YouTube banner', 'Unlimited revisions', 'Priority delivery 24h', '1 set of A/B variations'],
  },
  {
    name: ultimate.name,
    ...packagePrice(ultimate),
    description: 'A dedicated designer for serious growth.',
    features: ['10 designs', 'All Pro features', 'Dedicated designer', 'Monthly performance review', 'Custom branding guide'],
  },
];

const action = (name: string) => (
  <ButtonLink href="/contact" fullWidth>
    Choose {name}
  </ButtonLink>
);

const meta = {
  title: 'Cards/PackageCard',
  component: PackageCard,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? '24rem', paddingTop: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { ...packages[0]!, action: action(starter.name) },
} satisfies Meta<typeof PackageCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Starter: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: starter.name });
    await expect(within(card).getByText(packagePriceLabel(starter))).toBeVisible();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(card).queryByText('Most Popular')).toBeNull();
    await expect(within(card).getByRole('link', { name: `Choose ${starter.name}` })).toHaveAttribute('href', '/contact');
  },
};

/** The popular package is highlighted with a "Most Popular" badge. */
export const Popular: Story = {
  args: { ...packages[1]!, action: action(pro.name) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: pro.name });
    await expect(within(card).getByText('Most Popular')).toBeVisible();
    await expect(card).toHaveTextContent(packagePriceLabel(pro));
  },
};

/** The three packages side by side on desktop, equal height. */
export const ThreeUp: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { maxWidth: '72rem' },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '1.5rem' }}>
      {packages.map((p) => (
        <PackageCard key={p.name} {...p} action={action(p.name)} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const heights = cards.map((c) => Math.round(c.getBoundingClientRect().height));
    await expect(new Set(heights).size).toBe(1);
  },
};

export const ManyFeatures: Story = {
  args: {
    ...packages[2]!,
    features: [...packages[2]!.features, 'Pro and Ultimate designs can be claimed within a 1-month period', 'Submit details at once or gradually'],
    action: action(ultimate.name),
  },
};
