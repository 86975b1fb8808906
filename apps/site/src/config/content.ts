import {
  FlaskConical,
  Handshake,
  Lightbulb,
  Palette,
  RefreshCw,
  Sparkles,
  Star,
  Target,
  Trophy,
  Zap,
} from 'lucide-react';
import { PACKAGES, packagePrice, type PackageName } from '@agency/domain';
import { business } from './business';

/**
 * Fixed content of the site, in the site's words: the packages' descriptions and features,
 * the FAQ, benefits, process steps and core values. Typed data in one place, read by the pages.
 * The product's facts these words go with (package names, prices, categories, limits) are
 * defined once in @agency/domain; the agency's claims (rating, ratings, years) in `./business`.
 * @see docs/requirements.md §2, §3.2
 */

/** One package card: the facts of a package of `PACKAGES` with the site's description and features. */
export interface PackageOffer {
  /** The package's name, e.g. `'Pro Engage'`. */
  name: PackageName;
  /** Price as displayed, e.g. `'$70'`. */
  price: string;
  /** Billing period shown after the price: `'/m'` for a monthly package, else absent. */
  period?: string;
  /** A sentence under the price. */
  description: string;
  /** What the package includes, one line each. */
  features: string[];
  /** Marked "Most Popular". */
  popular: boolean;
}

/** What the site says about each package (every package has its words: a `Record` by name). */
const packageWords: Record<PackageName, Pick<PackageOffer, 'description' | 'features'>> = {
  'Starter Spark': {
    description: 'One scroll-stopping thumbnail for your next upload.',
    features: [
      '1 custom thumbnail design',
      'CTR-optimised layout',
      'High-res JPG/PNG files',
      'Free revisions',
      'Standard delivery in 24-48h',
    ],
  },
  'Pro Engage': {
    description: 'For creators who upload every week and want every video to pop.',
    features: [
      '5 custom thumbnail designs',
      'Free YouTube banner',
      'Unlimited revisions',
      'Priority delivery in 24h',
      '1 set of A/B variations',
    ],
  },
  'Ultimate Growth': {
    description: 'A dedicated designer and a monthly review of what your thumbnails earn.',
    features: [
      '10 custom thumbnail designs',
      'All Pro Engage features',
      'Dedicated designer',
      'Monthly performance review',
      'Custom branding guide',
    ],
  },
};

/** The three package cards, in the order of `PACKAGES`. @see docs/requirements.md §3.2, §9 (prices) */
export const packages: PackageOffer[] = PACKAGES.map((pkg) => ({
  name: pkg.name,
  ...packagePrice(pkg),
  popular: pkg.popular,
  ...packageWords[pkg.name],
}));

/** The note under the packages. @see docs/requirements.md §3.2 */
export const packagesNote =
  'Pro Engage and Ultimate Growth designs can be claimed within a 1-month period, with details submitted at once or gradually.';

/** The six benefit cards of the home page, each `{ icon, title, description }`. @see docs/requirements.md §2.3 */
export const benefits = [
  {
    icon: Target,
    title: 'Built for Clicks',
    description:
      'Every layout is designed around click-through rate: one focal point, bold contrast and text you can read on a phone.',
  },
  {
    icon: Zap,
    title: 'Fast Turnaround',
    description: 'Standard delivery in 24-48 hours, priority delivery in 24 hours on monthly plans.',
  },
  {
    icon: RefreshCw,
    title: 'Unlimited Revisions',
    description: 'We refine until you love it. Monthly plans include unlimited revisions.',
  },
  {
    icon: FlaskConical,
    title: 'A/B Variations',
    description: 'Test two directions against each other and keep the one your audience clicks.',
  },
  {
    icon: Palette,
    title: 'Your Brand, Consistent',
    description:
      'Colours, fonts and faces that make your videos recognisable in a crowded feed, video after video.',
  },
  {
    icon: Star,
    title: `Rated ${business.claims.rating} by Creators`,
    description: `${business.claims.ratingsCount} ratings on our marketplace and more than ${business.claims.yearsDesigning} years of designing thumbnails.`,
  },
];

/** The five steps of the process, each `{ number, title, description, alignment }`. @see docs/requirements.md §2.3, §3 */
export const processSteps = [
  {
    number: 1,
    title: 'Consultation',
    description:
      'Tell us about your channel, your audience and the video. We study your niche and what already works in it.',
    alignment: 'left',
  },
  {
    number: 2,
    title: 'Concept and Design',
    description:
      'Our designers sketch concepts and build the thumbnail: composition, cut-outs, colour grading and type.',
    alignment: 'right',
  },
  {
    number: 3,
    title: 'Review and Revisions',
    description:
      'You review the design and ask for changes. Revisions are unlimited until it is exactly right.',
    alignment: 'left',
  },
  {
    number: 4,
    title: 'Final Delivery',
    description: 'You receive high-resolution JPG and PNG files, ready to upload to YouTube.',
    alignment: 'right',
  },
  {
    number: 5,
    title: 'Performance Tracking (Optional)',
    description:
      'We compare click-through rates after launch and suggest improvements for your next uploads.',
    alignment: 'left',
  },
] as const;

/** The four core values of the about page, each `{ icon, title, description }`. @see docs/requirements.md §2.6 */
export const coreValues = [
  {
    icon: Lightbulb,
    title: 'Innovation',
    description: 'We test new styles and trends so your thumbnails look ahead of the feed, not behind it.',
  },
  {
    icon: Handshake,
    title: 'Client Focus',
    description: 'Your channel, your goals. We listen first and design for your audience, not for us.',
  },
  {
    icon: Sparkles,
    title: 'Creativity',
    description: 'Original ideas for every video: no templates, no recycled layouts.',
  },
  {
    icon: Trophy,
    title: 'Excellence',
    description: 'Pixel-perfect cut-outs, careful colour and type that stays sharp at every size.',
  },
];

/** Questions and answers of the packages page's FAQ, each `{ question, answer }`. @see docs/requirements.md §2.5 */
export const faqs = [
  {
    question: 'How does the free sample work?',
    answer:
      'Send us your name, contact details and the title of an upcoming video. We design one thumbnail for it free of charge, so you can judge our work before you order.',
  },
  {
    question: 'How fast will I receive my thumbnail?',
    answer:
      'Starter Spark is delivered in 24-48 hours. Pro Engage and Ultimate Growth include priority delivery within 24 hours.',
  },
  {
    question: 'How many revisions can I ask for?',
    answer:
      'Starter Spark includes free revisions; Pro Engage and Ultimate Growth include unlimited revisions until you are happy.',
  },
  {
    question: 'How do the monthly plans work?',
    answer:
      'Pro Engage and Ultimate Growth designs can be claimed within a 1-month period. You can send the details for all videos at once or gradually, as you film.',
  },
  {
    question: 'Which files do I get?',
    answer:
      'High-resolution JPG and PNG files at 1280×720, the size YouTube recommends, ready to upload.',
  },
  {
    question: 'Can I order through a freelance marketplace?',
    answer:
      `Yes. You can place the same orders through our marketplace gig, where we hold a ${business.claims.rating} rating with ${business.claims.ratingsCount} ratings.`,
  },
];
