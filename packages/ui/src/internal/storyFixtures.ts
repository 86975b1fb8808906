/**
 * Stories only: sample image paths served from `apps/site/public/images` (Storybook's static
 * dir). A missing file just shows the placeholder.
 */
export const sampleThumbnails = [
  'gaming-100-days-hardcore',
  'podcast-michelin-walkout',
  'doc-last-lighthouse-keepers',
  'sports-last-minute-winners',
  'tech-500-pound-pc',
  'fitness-10k-steps-30-days',
  'lifestyle-capsule-wardrobe',
  'food-one-tray-sunday-roast',
  'motivation-5am-90-days',
  'money-paid-off-18000',
  'spiritual-silent-monastery',
  'auto-barn-find-mini',
].map((name) => `/images/thumbnails/${name}-640.webp`);

/** Stories only: five case study image paths (four of one study, one of another). */
export const sampleCaseStudyImages = [
  '/images/case-studies/pixel-siege-1.webp',
  '/images/case-studies/pixel-siege-2.webp',
  '/images/case-studies/pixel-siege-3.webp',
  '/images/case-studies/pixel-siege-4.webp',
  '/images/case-studies/iron-and-oats-1.webp',
];

/** Stories only: a square team portrait path. */
export const sampleTeamPortrait = '/images/team/priya-nair.webp';
/** Stories only: a 16:9 blog cover image path. */
export const sampleBlogCover = '/images/blog/how-to-design-youtube-thumbnails-that-get-clicks.webp';
