import { createContext, useContext, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';

/** Props every link component receives: native anchor attributes, `ref` included, with a required `href`. */
export type LinkComponentProps = ComponentPropsWithRef<'a'> & {
  /** The destination, e.g. `/blog/{slug}` (required). */
  href: string;
};

/**
 * The anchor component used by every internal link of the library. The site injects its
 * router's link (adapting `href` to its `to`); it receives `ref` as a prop (React 19), to pass on
 * to its `<a>`.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain `<a>` (full page navigation). */
function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** The anchor component to render internal links with (e.g. a React Router adapter). */
  component: LinkComponent;
  /** The subtree whose library links render with `component`. */
  children?: ReactNode;
}

/**
 * Provides the anchor component that library components (header, footer, cards, logo) use for
 * internal links, so the site can route client-side. A context, with no element of its own (so
 * no `ref` or attributes; packages/ui/README.md, "Composition").
 * @example
 * const RouterAnchor = ({ href, ...p }: LinkComponentProps) => <RouterLink to={href} {...p} />;
 * <LinkProvider component={RouterAnchor}><App /></LinkProvider>
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * The anchor component for internal links: the one given to the nearest {@link LinkProvider},
 * or a plain `<a>` without a provider.
 * @returns a component accepting all anchor props plus a required `href`.
 * @example const A = useLinkComponent(); return <A href="/contact">Contact</A>;
 */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
