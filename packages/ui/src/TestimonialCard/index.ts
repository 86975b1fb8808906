export { TestimonialCard, MAX_STARS, type TestimonialCardProps } from './TestimonialCard';
