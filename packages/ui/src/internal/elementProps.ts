import type { ComponentPropsWithRef, ElementType, HTMLAttributes, RefAttributes } from 'react';

/**
 * The props of a component that composes (packages/ui/README.md, "Composition"): its own props
 * `Own`, plus every prop of its root element `E` that `Own` does not name: `ref`, `className`,
 * `id`, `style`, `data-*`, `aria-*`, event handlers. The component spreads those onto that root
 * first and sets its own attributes after, so its own win where they clash; it adds `className`
 * to its own classes, and a handler it also sets on the root runs after its own.
 * @example export type PackageCardProps = ElementProps<'article', PackageCardOwnProps>;
 */
export type ElementProps<E extends ElementType, Own extends object> = Own & Omit<ComponentPropsWithRef<E>, keyof Own>;

/**
 * The same for a component whose root is one of several elements (its `as` prop, or its place in
 * the page): the attributes every HTML element takes, and a `ref` to an `HTMLElement`.
 * @example export type ContainerProps = HTMLElementProps<ContainerOwnProps>;
 */
export type HTMLElementProps<Own extends object> = Own &
  Omit<HTMLAttributes<HTMLElement> & RefAttributes<HTMLElement>, keyof Own>;
