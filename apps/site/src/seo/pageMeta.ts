import { PACKAGES, packagePriceLabel } from '@agency/domain';
import { business, statText } from '../config/business';

/** Title, description and social image of one static route. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
}

const brand = business.brandName;
const { rating, ratingsCount, yearsDesigning } = business.claims;
const [starter, pro, ultimate] = PACKAGES;

/**
 * Metadata of the seven static routes (the blog post builds its own from the post). Titles are
 * the ones the pages always had; the blog list's is `BLOG_LIST_TITLE`. Every figure in a
 * description is read from `config/business.ts` (the claims) or `@agency/domain` (the prices).
 * @see docs/requirements.md §2 (the routes), §3.2 (the packages' names and prices)
 */
export const pageMeta = {
  home: {
    path: '/',
    title: `${brand} — Custom YouTube Thumbnails That Get Clicked`,
    description:
      `Custom YouTube thumbnails that get clicked. Rated ${rating} from ${ratingsCount} ratings, ${statText('thumbnails')} thumbnails designed. Claim a free sample thumbnail today.`,
    image: '/images/featured/survival-series-after.webp',
    imageAlt: `A bold thumbnail redesign by ${brand}`,
  },
  portfolio: {
    path: '/portfolio',
    title: `Portfolio — ${brand}`,
    description:
      'Before-and-after redesigns, case studies and hundreds of custom YouTube thumbnails for gaming, podcasts, sport, tech, fitness and more.',
    image: '/images/featured/true-crime-podcast-after.webp',
    imageAlt: 'A podcast thumbnail redesign from our portfolio',
  },
  packages: {
    path: '/packages',
    title: `Packages and Pricing — ${brand}`,
    description:
      `Thumbnail design packages from ${packagePriceLabel(starter)}: ${starter.name}, ${pro.name} (${packagePriceLabel(pro)}) and ${ultimate.name} (${packagePriceLabel(ultimate)}). Free sample, callback and FAQ.`,
    image: '/images/featured/finance-explainers-after.webp',
    imageAlt: 'A finance channel thumbnail designed on a monthly plan',
  },
  about: {
    path: '/about',
    title: `About Us — ${brand}`,
    description:
      `A UK registered studio, a team of ${business.stats.teamMembers.value} with over ${yearsDesigning} years of making thumbnails: ${statText('projects')} projects, ${statText('views')} views generated for creators.`,
    image: '/images/featured/marathon-diary-after.webp',
    imageAlt: 'A fitness vlog thumbnail by our team',
  },
  testimonials: {
    path: '/testimonials',
    title: `Testimonials — ${brand}`,
    description: `What creators say about their thumbnails: reviews from channels we design for, rated ${rating} from ${ratingsCount} ratings.`,
    image: '/images/featured/home-cook-refresh-after.webp',
    imageAlt: 'A cooking channel thumbnail redesign',
  },
  blog: {
    path: '/blog',
    title: `Blog - ${brand}`,
    description:
      'Guides on YouTube thumbnail design: click-through rate, colour, faces, text, A/B testing and the mistakes small channels make.',
    image: '/images/blog/how-to-design-youtube-thumbnails-that-get-clicks.webp',
    imageAlt: 'How to design YouTube thumbnails that get clicks',
  },
  contact: {
    path: '/contact',
    title: `Contact Us — ${brand}`,
    description: `Talk to ${brand}: phone ${business.phone.display}, email ${business.email}, or send a message about your channel and package.`,
    image: '/images/featured/budget-travel-vlog-after.webp',
    imageAlt: 'A travel vlog thumbnail redesign',
  },
} satisfies Record<string, PageMeta>;
