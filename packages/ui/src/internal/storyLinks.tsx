import type { ReactNode } from 'react';
import { LinkProvider, type LinkComponentProps } from '../Link';

/**
 * Stories only: a link that does not navigate the preview frame (it records the target in
 * `data-navigated` on the document element), like a router link would intercept the click.
 */
function StoryAnchor({ onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        document.documentElement.dataset.navigated = rest.href;
      }}
    />
  );
}

/** Stories only: wraps a story so internal links stay in the preview. */
export function StoryLinks({ children }: { children: ReactNode }) {
  return <LinkProvider component={StoryAnchor}>{children}</LinkProvider>;
}
