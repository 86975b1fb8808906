import {
  Button,
  ButtonLink,
  CallToAction,
  FaqAccordion,
  openDialogProps,
  PackageCard,
  PageHeader,
  Section,
} from '@agency/ui';
import * as page from '../../components/page.css';
import { business } from '../../config/business';
import { faqs, packages, packagesNote } from '../../config/content';
import { CALLBACK_DIALOG_ID, FREE_SAMPLE_DIALOG_ID } from '../../features/leads/dialogIds';
import { faqJsonLd, packagesJsonLd, pageMeta, Seo } from '../../seo';
import * as styles from './packages.css';

/**
 * `/packages` (fixed content, no data): the three package cards (each button goes to /contact), a
 * free-sample section, a marketplace order section, a callback section and the FAQ accordion,
 * whose buttons open the lead dialogs of the layout around it (`routes/lead-dialogs`).
 * @see docs/requirements.md §2.5 (packages), §3.2 (packages), §9 (prices)
 */
export default function Packages() {
  return (
    <>
      <Seo {...pageMeta.packages} jsonLd={[packagesJsonLd(packages), faqJsonLd(faqs)]} />
      <PageHeader
        eyebrow="Simple pricing"
        title="Packages"
        intro="From a single thumbnail to a monthly partnership with a dedicated designer."
      />
      <Section id="pricing" title="Choose your package" align="center">
        <div className={page.grid}>
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.name}
              name={pkg.name}
              price={pkg.price}
              period={pkg.period}
              description={pkg.description}
              features={pkg.features}
              popular={pkg.popular}
              action={
                <ButtonLink href="/contact" fullWidth variant={pkg.popular ? 'primary' : 'secondary'}>
                  Choose {pkg.name}
                </ButtonLink>
              }
            />
          ))}
        </div>
        <p className={styles.note}>{packagesNote}</p>
      </Section>

      <Section id="free-sample" tone="raised">
        <CallToAction
          title="Not sure yet? Try us for free"
          description="Send us the title of your next video and we will design its thumbnail free of charge."
          actions={
            <Button size="lg" {...openDialogProps(FREE_SAMPLE_DIALOG_ID)}>
              Get a Free Sample
            </Button>
          }
        />
      </Section>

      <Section id="marketplace" title={`Prefer to order on ${business.marketplaceName}?`} align="center"
        intro={`Place the same orders through our ${business.marketplaceName} gig, rated ${business.claims.rating} from ${business.claims.ratingsCount} ratings.`}>
        <div className={styles.actions}>
          <ButtonLink href={business.marketplaceGigLink} target="_blank" rel="noopener noreferrer" variant="secondary" size="lg">
            Order on {business.marketplaceName}
          </ButtonLink>
        </div>
      </Section>

      <Section id="callback" tone="raised" title="Talk it through with a designer" align="center"
        intro="Book a free call back at a time that suits you.">
        <div className={styles.actions}>
          <Button size="lg" variant="secondary" {...openDialogProps(CALLBACK_DIALOG_ID)}>
            Book a free Call back
          </Button>
        </div>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" align="center">
        <FaqAccordion items={faqs} />
      </Section>
    </>
  );
}
