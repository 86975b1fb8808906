import {
  Button,
  ButtonLink,
  CallToAction,
  FeatureCard,
  GalleryMarquee,
  openDialogProps,
  PageHeader,
  ProcessStep,
  ProcessTimeline,
  Section,
} from '@agency/ui';
import type { HomeThumbnail } from '@agency/data';
import { GALLERY_ROWS } from '@agency/domain';
import { Loaded } from '../../components/Loaded';
import * as page from '../../components/page.css';
import { StatsGrid } from '../../components/StatsGrid';
import { business } from '../../config/business';
import { benefits, processSteps } from '../../config/content';
import { CALLBACK_DIALOG_ID, FREE_SAMPLE_DIALOG_ID } from '../../features/leads/dialogIds';
import { splitIntoGalleryRows } from '../../lib/gallery';
import type { Area } from '../../lib/loaders';
import * as styles from './home.css';

/**
 * The three gallery rows of `thumbnails` (none: each row shows 'Loading designs...').
 * @see docs/requirements.md §2 (Home), §9
 */
function GalleryRows({ thumbnails }: { thumbnails: HomeThumbnail[] }) {
  const rows = splitIntoGalleryRows(
    thumbnails.map((t) => ({
      id: t.id,
      imageUrl: t.image_url,
      altText: t.alt_text,
    })),
  );
  return GALLERY_ROWS.map((row, index) => (
    <GalleryMarquee
      key={index}
      items={rows[index] ?? []}
      direction={row.direction}
      durationSeconds={row.durationSeconds}
      label={`Thumbnail gallery, row ${index + 1}`}
    />
  ));
}

/**
 * Home (`/`): hero with the free-sample and callback buttons, three gallery rows, benefits,
 * the 5-step process, achievement stats and a contact call to action (the hero's buttons open the
 * lead dialogs that the route renders). While the thumbnails load
 * (or there are none) each row shows 'Loading designs...'; if they fail to load the gallery area
 * stays empty.
 * @param props.thumbnails - the gallery's thumbnails (the home route's data).
 * @see docs/requirements.md §2 (Home), §8 (silent failures), §9
 */
export function HomePage({ thumbnails }: { thumbnails: Area<HomeThumbnail[]> }) {
  return (
    <>
      <PageHeader
        as="section"
        size="hero"
        eyebrow={`★ ${business.claims.rating} rating · ${business.claims.ratingsCount} ratings on ${business.marketplaceName}`}
        title={
          <>
            Thumbnails that make viewers <span className={styles.accentText}>click</span>
          </>
        }
        intro={`Custom YouTube thumbnails designed for click-through rate by a UK registered studio with over ${business.claims.yearsDesigning} years of designing for creators.`}
        actions={
          <>
            <Button size="lg" {...openDialogProps(FREE_SAMPLE_DIALOG_ID)}>
              Get a Free Sample
            </Button>
            <Button size="lg" variant="secondary" {...openDialogProps(CALLBACK_DIALOG_ID)}>
              Book a free Call back
            </Button>
            <ButtonLink href="/packages" variant="ghost">
              View Packages
            </ButtonLink>
            <ButtonLink href="/portfolio" variant="ghost">
              See Our Portfolio
            </ButtonLink>
          </>
        }
      />

      {/* §8: a fetch error is only logged (route.tsx) and the gallery area stays
          empty — no rows, no 'Loading designs...' — as the team area does on /about. */}
      <section aria-label="Thumbnail gallery" className={styles.galleryRows}>
        <Loaded data={thumbnails} loading={<GalleryRows thumbnails={[]} />}>
          {(loaded) => <GalleryRows thumbnails={loaded} />}
        </Loaded>
      </section>

      <Section
        id="benefits"
        eyebrow="Why creators choose us"
        title="Thumbnails built to win the click"
        align="center"
      >
        <div className={page.grid}>
          {benefits.map((benefit) => (
            <FeatureCard
              key={benefit.title}
              icon={<benefit.icon aria-hidden />}
              title={benefit.title}
              description={benefit.description}
            />
          ))}
        </div>
      </Section>

      <Section id="process" eyebrow="How it works" title="Our 5-step process" tone="raised" align="center">
        <ProcessTimeline label="Our 5-step process">
          {processSteps.map((step) => (
            <ProcessStep key={step.number} {...step} />
          ))}
        </ProcessTimeline>
      </Section>

      <Section id="stats" eyebrow="Our achievements" title="Numbers that speak for themselves" align="center">
        <StatsGrid />
      </Section>

      <Section id="contact-cta">
        <CallToAction
          title="Ready to get more clicks?"
          description="Tell us about your channel and we will design thumbnails your audience cannot scroll past."
          actions={
            <>
              <ButtonLink href="/contact" size="lg">
                Contact Us
              </ButtonLink>
              <Button size="lg" variant="secondary" {...openDialogProps(FREE_SAMPLE_DIALOG_ID)}>
                Get a Free Sample
              </Button>
            </>
          }
        />
      </Section>

    </>
  );
}
