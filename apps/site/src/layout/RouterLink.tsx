import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/**
 * The anchor the component library uses for every link: site paths (`/contact`) go through
 * React Router without a page load; external URLs, `mailto:`/`tel:` and in-page `#hash` links
 * stay plain anchors.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function RouterLink({ href, ...rest }, ref) {
    if (href.startsWith('/') && !href.startsWith('//')) return <Link ref={ref} to={href} {...rest} />;
    return <a ref={ref} href={href} {...rest} />;
  },
);
