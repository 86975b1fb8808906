/**
 * Business facts of the agency, in one typed place: brand, contact details, external links,
 * claims and achievement stats. Change them here; no page repeats them: every figure the site
 * shows or puts in its meta (rating, ratings count, years, projects, thumbnails, views, team
 * size) is read from here (`config/business.test.ts` holds that).
 * @see docs/requirements.md §1
 */

/** One achievement counter: its final value, what follows it, its label and how long it counts (§9). */
export interface Stat {
  /** The final number, e.g. 3500. */
  value: number;
  /** Shown after the number: `'+'` or `'M+'`. */
  suffix: string;
  label: string;
  durationSeconds: number;
}

/** The five achievement counters, by what they count. */
export type StatName = 'projects' | 'thumbnails' | 'views' | 'teamMembers' | 'yearsOfExperience';

export interface BusinessConfig {
  brandName: string;
  tagline: string;
  phone: { display: string; href: string };
  email: string;
  address: string[];
  /** Where the map marker sits (London). */
  location: { latitude: number; longitude: number };
  /** The chat-app contact link the floating button opens in a new tab. */
  chatLink: string;
  /** The external marketplace gig where orders can also be placed. */
  marketplaceGigLink: string;
  marketplaceName: string;
  socialLinks: { label: string; href: string }[];
  claims: {
    yearsDesigning: number;
    rating: number;
    ratingsCount: string;
    company: string;
  };
  /** Achievement counters by name, in the order the pages show them: value, suffix, label and counting duration in seconds (§9). */
  stats: Record<StatName, Stat>;
}

const brandName = 'ThumbCraft Studio';

export const business: BusinessConfig = {
  brandName,
  tagline: 'Custom YouTube thumbnails that get clicked.',
  phone: { display: '+44 20 3890 4412', href: 'tel:+442038904412' },
  email: 'hello@thumbcraft.studio',
  address: ['71-75 Shelton Street', 'Covent Garden', 'London WC2H 9JQ', 'United Kingdom'],
  location: { latitude: 51.5145, longitude: -0.1235 },
  chatLink: 'https://wa.me/442038904412',
  marketplaceGigLink: 'https://www.fiverr.com/thumbcraftstudio',
  marketplaceName: 'Fiverr',
  socialLinks: [
    { label: 'YouTube', href: 'https://www.youtube.com/@thumbcraftstudio' },
    { label: 'Instagram', href: 'https://www.instagram.com/thumbcraftstudio' },
    { label: 'X (Twitter)', href: 'https://x.com/thumbcraftstudio' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/thumbcraftstudio' },
  ],
  claims: {
    yearsDesigning: 5,
    rating: 4.9,
    ratingsCount: '7K+',
    company: `${brandName} Ltd, registered in England and Wales`,
  },
  stats: {
    projects: { value: 900, suffix: '+', label: 'Projects Completed', durationSeconds: 2 },
    thumbnails: { value: 3500, suffix: '+', label: 'Thumbnails Designed', durationSeconds: 2.2 },
    views: { value: 400, suffix: 'M+', label: 'Views Generated', durationSeconds: 2.8 },
    teamMembers: { value: 10, suffix: '+', label: 'Team Members', durationSeconds: 1.5 },
    yearsOfExperience: { value: 9, suffix: '+', label: 'Years of Experience', durationSeconds: 1.8 },
  },
};

/** A counter's final text, as the counter shows it once counted: `'3500+'`, `'400M+'`. */
export const statText = (name: StatName): string => `${business.stats[name].value}${business.stats[name].suffix}`;

/** The navigation bar's links, in the order of docs/requirements.md §2. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/portfolio', label: 'Portfolio' },
  { href: '/packages', label: 'Packages' },
  { href: '/about', label: 'About' },
  { href: '/testimonials', label: 'Testimonials' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
];

/** The footer's quick links (docs/requirements.md §2). */
export const footerQuickLinks = [
  { href: '#top', label: 'Back to Top' },
  { href: '/packages', label: 'Packages' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/about', label: 'About Us' },
];
