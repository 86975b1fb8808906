export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
export {
  ImageSrcSetProvider,
  useImageSrcSetResolver,
  type ImageSrcSetProviderProps,
  type SrcSetResolver,
} from './ImageSrcSet';
export { placeholderSrc } from './placeholder';
