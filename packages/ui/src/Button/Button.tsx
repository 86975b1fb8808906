import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { useLinkComponent } from '../Link';
import { button, type ButtonVariants } from './Button.css';

/** The button looks, as a list for props and stories. */
export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
/** The button sizes, as a list for props and stories. */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

interface LookProps {
  /** Look of the button. Default `primary` (accent fill). */
  variant?: (typeof buttonVariants)[number];
  /** Size; every size keeps a 44px minimum touch target. Default `md`. */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

/**
 * Props of {@link Button}: the look plus every `<button>` attribute, `ref` included. They include
 * Invoker Commands' `command` and `commandfor` (typed by the library, see `openDialogProps`),
 * passed through to the `<button>`, so a Button can open or close a dialog with no JavaScript.
 */
export type ButtonProps = ElementProps<'button', LookProps>;

/**
 * The agency's button. A native `<button type="button">` unless `type` says otherwise. Takes
 * `ref` and spreads the rest of its props onto that `<button>` (packages/ui/README.md,
 * "Composition").
 * @example <Button onClick={open}>Get a Free Sample</Button>
 * @example <Button command="show-modal" commandfor="free-sample">Get a Free Sample</Button>
 */
export function Button({ variant, size, fullWidth, className, type = 'button', ...rest }: ButtonProps) {
  const look: ButtonVariants = { variant, size, fullWidth };
  return <button {...rest} type={type} className={cx(button(look), className)} />;
}

/** Props of {@link ButtonLink}: the look, a required `href` and every other `<a>` attribute, `ref` included. */
export type ButtonLinkProps = ElementProps<
  'a',
  LookProps & {
    /** The link's destination, e.g. `/contact` (required, unlike on a plain `<a>`). */
    href: string;
  }
>;

/**
 * A link that looks like a {@link Button} (for navigation, e.g. "View Packages"). Rendered with
 * the anchor of the nearest `LinkProvider`, so site paths route client-side. Takes `ref` and
 * spreads the rest of its props onto that `<a>` (packages/ui/README.md, "Composition").
 */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  const Anchor = useLinkComponent();
  return <Anchor {...rest} className={cx(button({ variant, size, fullWidth }), className)} />;
}

/**
 * The class name of the button look, for router links and other elements that must look like
 * a button. @returns a space-separated class list.
 */
export function buttonClassName(look: LookProps = {}): string {
  return button(look);
}
