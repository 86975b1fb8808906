import {
  Button,
  CallToAction,
  CaseStudyCard,
  CategoryFilter,
  Container,
  EmptyState,
  ErrorText,
  FeaturedCarousel,
  openDialogProps,
  PageHeader,
  Section,
  Spinner,
  ThumbnailWorkCard,
} from '@agency/ui';
import type { CaseStudy, FeaturedWork, ThumbnailWork } from '@agency/data';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CAROUSEL_INTERVAL_MS, CATEGORY_ALL, PORTFOLIO_CATEGORIES } from '@agency/domain';
import { Loaded, useLoadError } from '../../components/Loaded';
import * as styles from '../../components/page.css';
import { FREE_SAMPLE_DIALOG_ID } from '../../features/leads/dialogIds';
import { useArrivalMs } from '../../layout/arrival';
import type { Deferred } from '../../lib/routeData';

/** The search parameter that opens a case study's popup (`/portfolio?caseStudy=3`). */
const CASE_STUDY_PARAM = 'caseStudy';

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
 * study; its call to action opens the free-sample dialog that the route renders. Loading:
 * 'Loading portfolio masterpieces...'; any fetch error: 'Error: {message}'.
 * @param props.portfolio - the portfolio route's data.
 * @see docs/requirements.md §2.4 (portfolio), §4, §8
 */
export function PortfolioPage({ portfolio }: { portfolio: Deferred<PortfolioContentData> }) {
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
  // The open case study is kept in the URL (a link can open one), which updates only after a
  // navigation, a moment after the visitor opened or closed the popup. Held here as well, it
  // follows the visitor at once (and the URL whenever that changes): waiting for the URL, the
  // controlled popup would be closed again meanwhile and then reopened, dropping focus to the
  // page in between (WCAG 2.2 2.1.1, 2.4.3; docs/accessibility.md).
  const urlCaseStudy = searchParams.get(CASE_STUDY_PARAM);
  const [openCaseStudy, setOpenCaseStudy] = useState(urlCaseStudy);
  const [seenUrlCaseStudy, setSeenUrlCaseStudy] = useState(urlCaseStudy);
  if (urlCaseStudy !== seenUrlCaseStudy) {
    setSeenUrlCaseStudy(urlCaseStudy);
    setOpenCaseStudy(urlCaseStudy);
  }

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
