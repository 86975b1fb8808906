import {
  Button,
  CallToAction,
  CaseStudyCard,
  CategoryFilter,
  Container,
  EmptyState,
  ErrorText,
  FeaturedCarousel,
  LinkProvider,
  openDialogProps,
  PageHeader,
  Section,
  Spinner,
  ThumbnailWorkCard,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
} from '@agency/ui';
import type { CaseStudy, FeaturedWork, ThumbnailWork } from '@agency/data';
import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CAROUSEL_INTERVAL_MS, CATEGORY_ALL, PORTFOLIO_CATEGORIES } from '@agency/domain';
import { Loaded, useLoadError } from '../../components/Loaded';
import * as styles from '../../components/page.css';
import { FREE_SAMPLE_DIALOG_ID } from '../../features/leads/dialogIds';
import { useArrivalMs } from '../../layout/arrival';
import type { Area } from '../../lib/loaders';

/** The search parameter that opens a case study's popup (`/portfolio?caseStudy=3`). */
const CASE_STUDY_PARAM = 'caseStudy';

/**
 * The case study a link opens on this page (`/portfolio?caseStudy=3` → `'3'`), or `null` for a
 * link elsewhere. Read at the click, against the page the browser shows.
 */
function caseStudyOfLink(href: string): string | null {
  const url = new URL(href, window.location.href);
  const path = (pathname: string) => pathname.replace(/\/$/, '');
  const samePage = url.origin === window.location.origin && path(url.pathname) === path(window.location.pathname);
  return samePage ? url.searchParams.get(CASE_STUDY_PARAM) : null;
}

/** Whether a click follows its link in this tab (main button, no modifier key, no other target). */
function followsInThisTab(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === '_self');
}

/** What {@link WorkLink} needs from the page: the site's own link and how to open a case study. */
const WorkLinks = createContext<{ link: LinkComponent; openCaseStudy: (id: string) => void } | null>(null);

/**
 * The works' links: the site's link (the router navigates, `?caseStudy=` lands in the URL), and
 * a link to a case study on this page opens its popup at the click as well, whether or not that
 * navigation completes (it waits while the data refresh is under way: see {@link PortfolioContent}).
 */
function WorkLink({ onClick, ...props }: LinkComponentProps) {
  const { link: SiteLink, openCaseStudy } = useContext(WorkLinks)!;
  return (
    <SiteLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !followsInThisTab(event)) return;
        const id = caseStudyOfLink(props.href);
        if (id !== null) openCaseStudy(id);
      }}
    />
  );
}

/** What the portfolio shows: thumbnail works and case studies (newest first), the newest five featured works. */
export interface PortfolioContentData {
  works: ThumbnailWork[];
  featured: FeaturedWork[];
  caseStudies: CaseStudy[];
}

/** The portfolio's failed read: 'Error: {message}', in red. */
function PortfolioError() {
  return <ErrorText>Error: {useLoadError().message}</ErrorText>;
}

/**
 * Portfolio (`/portfolio`): featured before/after carousel, case study cards with a detail
 * popup, and the category filter over the grid of thumbnail works, each linking to its case
 * study; its call to action opens the free-sample dialog that the route renders. A case study's
 * popup opens and closes at the visitor's card button or work link, whatever the data refresh
 * is doing, and the URL follows (`?caseStudy=`) once the router can navigate. Loading:
 * 'Loading portfolio masterpieces...'; any fetch error: 'Error: {message}'.
 * @param props.portfolio - the portfolio route's data.
 * @see docs/requirements.md §2.4 (portfolio), §4, §8
 */
export function PortfolioPage({ portfolio }: { portfolio: Area<PortfolioContentData> }) {
  const state = (content: ReactNode) => (
    <Container>
      <div className={styles.stateBox}>{content}</div>
    </Container>
  );
  return (
    <Loaded
      data={portfolio}
      loading={state(<Spinner label="Loading portfolio masterpieces..." />)}
      error={state(<PortfolioError />)}
    >
      {(loaded) => <PortfolioContent {...loaded} />}
    </Loaded>
  );
}

/** The portfolio with its data. */
function PortfolioContent({ works, featured, caseStudies }: PortfolioContentData) {
  const [category, setCategory] = useState<string>(CATEGORY_ALL);
  const arrivedMs = useArrivalMs();
  const [searchParams, setSearchParams] = useSearchParams();
  // The open case study is the page's own state, which the URL mirrors (`?caseStudy=`: a link can
  // open one, and the back button closes it). The visitor's card or work link sets it at once;
  // the URL follows through a router navigation, which lands a moment later, or only once the
  // data refresh after hydration has settled (every navigation waits for the refresh under way,
  // and with a backend that does not answer it can wait for good). Waiting for the URL, the
  // controlled popup would stay closed meanwhile (a work's link did nothing), or close again
  // and reopen, dropping focus to the page in between (WCAG 2.2 2.1.1, 2.4.3;
  // docs/accessibility.md). A change of the URL itself (a link from elsewhere, back and forward)
  // is followed.
  const urlCaseStudy = searchParams.get(CASE_STUDY_PARAM);
  const [openCaseStudy, setOpenCaseStudy] = useState(urlCaseStudy);
  const [seenUrlCaseStudy, setSeenUrlCaseStudy] = useState(urlCaseStudy);
  if (urlCaseStudy !== seenUrlCaseStudy) {
    setSeenUrlCaseStudy(urlCaseStudy);
    setOpenCaseStudy(urlCaseStudy);
  }

  const siteLink = useLinkComponent();
  const visibleWorks = works.filter((work) => category === CATEGORY_ALL || work.category === category);
  const setCaseStudyOpen = (id: number, open: boolean) => {
    setOpenCaseStudy(open ? String(id) : null);
    setSearchParams(
      (params) => {
        if (open) params.set(CASE_STUDY_PARAM, String(id));
        else params.delete(CASE_STUDY_PARAM);
        return params;
      },
      { preventScrollReset: true, replace: true },
    );
  };

  return (
    <>
      <PageHeader
        eyebrow="Our work"
        title="Portfolio"
        intro="Before and after: see how a redesigned thumbnail changes what a video earns."
      />
      {/* A section with nothing stored has no heading over nothing: it is left out. */}
      {featured.length ? (
        <Section id="featured" title="Featured Transformations" align="center">
          <FeaturedCarousel
            intervalMs={CAROUSEL_INTERVAL_MS}
            shownSinceMs={arrivedMs}
            items={featured.map((item) => ({
              id: item.id,
              title: item.title,
              category: item.category ?? undefined,
              description: item.description ?? undefined,
              stats: item.stats ?? undefined,
              beforeImageUrl: item.before_image_url,
              beforeAltText: item.before_alt_text ?? undefined,
              afterImageUrl: item.after_image_url,
              afterAltText: item.after_alt_text ?? undefined,
            }))}
          />
        </Section>
      ) : null}

      {caseStudies.length ? (
        <Section id="case-studies" eyebrow="Results" title="Case Studies" tone="raised">
          <div className={styles.grid2}>
            {caseStudies.map((study) => (
              <CaseStudyCard
                key={study.id}
                clientName={study.client_name}
                problem={study.problem ?? ''}
                goal={study.goal ?? ''}
                solution={study.solution ?? ''}
                results={study.results ?? ''}
                imageUrls={study.image_urls}
                open={openCaseStudy === String(study.id)}
                onOpenChange={(open) => setCaseStudyOpen(study.id, open)}
              />
            ))}
          </div>
        </Section>
      ) : null}

      <Section id="works" eyebrow="Browse by niche" title="Thumbnail Designs">
        <div className={styles.stack}>
          <CategoryFilter categories={PORTFOLIO_CATEGORIES} value={category} onValueChange={setCategory} />
          {visibleWorks.length === 0 ? (
            <EmptyState>No thumbnails found for "{category}". Try another category!</EmptyState>
          ) : (
            <WorkLinks.Provider value={{ link: siteLink, openCaseStudy: setOpenCaseStudy }}>
              <LinkProvider component={WorkLink}>
                <div className={styles.grid}>
                  {visibleWorks.map((work) => (
                    <ThumbnailWorkCard
                      key={work.id}
                      title={work.title}
                      category={work.category}
                      description={work.description ?? undefined}
                      imageUrl={work.imageUrl}
                      altText={work.altText ?? undefined}
                      stats={work.stats ?? undefined}
                      caseStudyHref={work.caseStudyLink}
                    />
                  ))}
                </div>
              </LinkProvider>
            </WorkLinks.Provider>
          )}
        </div>
      </Section>

      <Section>
        <CallToAction
          title="Want results like these?"
          description="Claim a free sample thumbnail for your next video."
          actions={
            <Button size="lg" {...openDialogProps(FREE_SAMPLE_DIALOG_ID)}>
              Get a Free Sample
            </Button>
          }
        />
      </Section>
    </>
  );
}
