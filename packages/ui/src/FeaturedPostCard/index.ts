export { FEATURED_POST_MAX_KEYWORDS, FeaturedPostCard, type FeaturedPostCardProps } from './FeaturedPostCard';
