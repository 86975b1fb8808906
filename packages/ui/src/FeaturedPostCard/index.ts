export { FeaturedPostCard, type FeaturedPostCardProps } from './FeaturedPostCard';
