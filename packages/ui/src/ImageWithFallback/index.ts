export { ImageWithFallback, type ImageWithFallbackProps } from './ImageWithFallback';
export {
  ImageSrcSetProvider,
  useImageSourcesResolver,
  useImageSrcSetResolver,
  type ImageSource,
  type ImageSourcesResolver,
  type ImageSrcSetProviderProps,
  type SrcSetResolver,
} from './ImageSrcSet';
export { placeholderSrc } from './placeholder';
