import { CASE_STUDY_CARD_MAX_IMAGES } from '../facts';
import { useId, useState } from 'react';
import { Button } from '../Button';
import { Modal, openDialogProps } from '../Dialog';
import { ImageWithFallback } from '../ImageWithFallback';
import { cardBody, cardSurface, cardText, cardTitle } from '../internal/card.css';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import * as styles from './CaseStudyCard.css';

/** The card's gallery images are half a card wide (the cards sit 1, 2 or 3 to a row). */
const GALLERY_SIZES = '(min-width: 1024px) 16vw, (min-width: 768px) 25vw, 50vw';

/** What {@link CaseStudyCard} itself reads. */
interface CaseStudyCardOwnProps {
  /**
   * The client (`client_name`, docs/requirements.md §3): the card's heading, the popup's title and the start of
   * every image's alt text ("{clientName} case study image N").
   */
  clientName: string;
  /** "The Problem": on the card clamped to 3 lines, in full in the popup. */
  problem: string;
  /** "The Goal", shown in the popup. */
  goal: string;
  /** "The Solution", shown in the popup. */
  solution: string;
  /** "The Results", shown in the popup. */
  results: string;
  /**
   * Image URLs (`image_urls`, docs/requirements.md §3), in order: the card shows the first
   * {@link CASE_STUDY_CARD_MAX_IMAGES} (4, docs/requirements.md §9), the popup all of them; an empty list shows no
   * gallery, and a missing or broken image a placeholder.
   */
  imageUrls: string[];
  /** Open the popup initially (uncontrolled). */
  defaultOpen?: boolean;
  /** Whether the popup is open (controlled, e.g. from a `?caseStudy=` URL parameter). */
  open?: boolean;
  /** Called when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Heading level of the client name on the card. Default `3`. */
  headingLevel?: 2 | 3 | 4;
}

/** Props of {@link CaseStudyCard}: its own and every other `<article>` attribute, `ref` included. */
export type CaseStudyCardProps = ElementProps<'article', CaseStudyCardOwnProps>;

const sections = [
  ['The Problem', 'problem'],
  ['The Goal', 'goal'],
  ['The Solution', 'solution'],
  ['The Results', 'results'],
] as const;

/**
 * A case study card: up to 4 images, the client, the problem in brief and a "View Case Study"
 * button (described by the client name) opening a {@link Modal} with the problem, goal, solution, results and every image.
 * The popup is a native dialog that the button opens by itself, before the app has started; its
 * open state is uncontrolled (`defaultOpen`) or controlled (`open` + `onOpenChange`).
 * Takes `ref` and spreads the rest of its props onto its root `<article>` (packages/ui/README.md,
 * "Composition").
 * @see docs/requirements.md §2 Portfolio (case study cards with a detail popup), §3 CaseStudies, §9 (up to 4 images)
 */
export function CaseStudyCard({
  clientName,
  problem,
  goal,
  solution,
  results,
  imageUrls,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  headingLevel = 3,
  className,
  ...rest
}: CaseStudyCardProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const text = { problem, goal, solution, results };
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const dialogId = `case-study${titleId}`;
  const alt = (i: number) => `${clientName} case study image ${i + 1}`;

  return (
    <article {...rest} className={cx(cardSurface, styles.root, className)}>
      {imageUrls.length > 0 ? (
        <div className={styles.gallery}>
          {imageUrls.slice(0, CASE_STUDY_CARD_MAX_IMAGES).map((url, i) => (
            <ImageWithFallback
              key={`${i}-${url}`}
              className={styles.galleryImage}
              src={url}
              alt={alt(i)}
              width={640}
              height={360}
              sizes={GALLERY_SIZES}
            />
          ))}
        </div>
      ) : null}
      <div className={cardBody}>
        <span className={styles.label}>Case study</span>
        <Heading id={titleId} className={cardTitle}>
          {clientName}
        </Heading>
        <p className={cx(cardText, styles.excerpt)}>{problem}</p>
        <div className={styles.action}>
          {/* Opens the popup by itself (Invoker Commands), from the first paint. */}
          <Button variant="secondary" {...openDialogProps(dialogId)} aria-describedby={titleId}>
            View Case Study
          </Button>
        </div>
      </div>
      <Modal id={dialogId} open={open} onOpenChange={setOpen} title={clientName} description="Case study" size="lg">
        <div className={styles.details}>
          {sections.map(([heading, key]) => (
            <section key={key} className={styles.detail}>
              <h3 className={styles.detailHeading}>{heading}</h3>
              <p className={styles.detailText}>{text[key]}</p>
            </section>
          ))}
        </div>
        {imageUrls.length > 0 ? (
          <ul className={styles.modalGallery} aria-label={`${clientName} images`}>
            {imageUrls.map((url, i) => (
              <li key={`${i}-${url}`}>
                <ImageWithFallback
                  className={styles.modalImage}
                  src={url}
                  alt={alt(i)}
                  width={1280}
                  height={720}
                  sizes="(min-width: 768px) 44rem, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </article>
  );
}
