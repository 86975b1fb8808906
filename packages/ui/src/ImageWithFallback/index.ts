export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
export { placeholderSrc } from './placeholder';
