import { ButtonLink, PageHeader } from '@agency/ui';
import { business } from '../config/business';
import { SiteFrame } from '../layout/SiteFrame';

/** The page's heading: what a visitor reads when a page could not be shown. */
export const ERROR_PAGE_TITLE = 'Sorry, this page could not be shown';

/**
 * What a visitor sees when a page fails to render (the root route's `ErrorBoundary`,
 * `root.tsx`): the site's frame ({@link SiteFrame}: header, footer, privacy notice) around a
 * plain message and a link to the home page.
 * Its links are plain anchors (no `LinkProvider`), so each loads a fresh page rather than asking
 * the app that just failed to route; the footer leaves out the newsletter form, whose toasts
 * need the app's frame. Never indexed.
 * @param props.logoUrl - the logo's URL, when the frame's data was read; none: no logo (as the
 *   frame shows it while the logo is unknown).
 * @param props.pathname - the page the visitor asked for (its header link is marked current).
 * @see docs/architecture.md "Data flow" (the build's failure modes and the root's error boundary)
 */
export function ErrorPage({ logoUrl, pathname }: { logoUrl: string | undefined; pathname: string }) {
  return (
    <SiteFrame logoUrl={logoUrl} pathname={pathname}>
      <title>{`Something went wrong - ${business.brandName}`}</title>
      <meta name="robots" content="noindex" />
      <PageHeader
        eyebrow="Something went wrong"
        title={ERROR_PAGE_TITLE}
        intro="Something went wrong on our side while showing this page. Please try again in a moment, or start again from the home page."
        actions={
          <>
            <ButtonLink href="/">Back to the home page</ButtonLink>
            <ButtonLink href={pathname} variant="secondary">
              Try again
            </ButtonLink>
          </>
        }
      />
    </SiteFrame>
  );
}
