export { TestimonialCarousel, type TestimonialCarouselProps, type TestimonialItem } from './TestimonialCarousel';
