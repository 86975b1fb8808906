import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

/** Props every link component receives: native anchor attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The destination, e.g. `/blog/{slug}` (required). */
  href: string;
};

/**
 * The anchor component used by every internal link of the library. The site injects its
 * router's link (adapting `href` to its `to`); forwardRef components are accepted.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain `<a>` (full page navigation). */
const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function PlainAnchor(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

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
 * internal links, so the site can route client-side.
 * @example
 * const RouterAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(({ href, ...p }, ref) =>
 *   <RouterLink ref={ref} to={href} {...p} />);
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
