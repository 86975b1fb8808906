export { Carousel, CAROUSEL_INTERVAL_MS, type CarouselProps } from './Carousel';
