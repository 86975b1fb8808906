/**
 * @agency/ui — the agency's component library.
 * Import the stylesheet once: `import '@agency/ui/styles.css'` (the built package), or let the
 * vanilla-extract plugin compile it when consuming the source.
 */
export { vars, tokens, media, sprinkles, type Sprinkles } from './theme';
export * from './facts';
export * from './Button';
export * from './Toaster';
export * from './Field';
export * from './forms';
export * from './FreeSampleForm';
export * from './CallbackForm';
export * from './ContactForm';
export * from './NewsletterForm';
export * from './Link';
export * from './SafeHtml';
export * from './ImageWithFallback';
export * from './Dialog';
export * from './ConfirmationMessage';
export * from './Layout';
export * from './Carousel';
export * from './FeaturedCarousel';
export * from './TestimonialCard';
export * from './TestimonialCarousel';
export * from './FaqAccordion';
export * from './CategoryFilter';
export * from './FloatingChatButton';
export * from './Spinner';
export * from './ErrorText';
export * from './EmptyState';
export * from './Logo';
export * from './SiteHeader';
export * from './SiteFooter';
export * from './OfferBanner';
export * from './GalleryMarquee';
export * from './FeatureCard';
export * from './ProcessStep';
export * from './PackageCard';
export * from './ThumbnailWorkCard';
export * from './CaseStudyCard';
export * from './TeamMemberCard';
export * from './BlogCard';
export * from './FeaturedPostCard';
export * from './StatCounter';
export * from './ContactDetails';
export * from './MapEmbed';
export * from './PageHeader';
export * from './CallToAction';
export * from './KeywordList';
export * from './KeptTaps';
export * from './LazyIsland';
