import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, useLinkComponent, type LinkComponentProps } from './Link';

const navigate = fn();

/** A stand-in for a router link: intercepts the click and reports where it would go. */
function RouterAnchor({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    />
  );
}

function ContactLink() {
  const A = useLinkComponent();
  return <A href="/contact">Contact us</A>;
}

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  args: { component: RouterAnchor, children: <ContactLink /> },
} satisfies Meta<typeof LinkProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links render with the injected router link and navigate client-side. */
export const WithRouterLink: Story = {
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/contact');
  },
};

/** Without a provider, internal links are plain anchors. */
export const WithoutProvider: Story = {
  render: () => <ContactLink />,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Contact us' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};
