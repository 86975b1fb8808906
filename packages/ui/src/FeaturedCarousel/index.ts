export { FeaturedCarousel, type FeaturedCarouselProps, type FeaturedItem } from './FeaturedCarousel';
