import type { LinkComponentProps } from '@agency/ui';
import { Link } from 'react-router';

/**
 * The anchor the component library uses for every link: site paths (`/contact`) go through
 * React Router without a page load; external URLs, `mailto:`/`tel:` and in-page `#hash` links
 * stay plain anchors. `ref` and the other props go to the anchor.
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}
