export {
  GalleryMarquee,
  type GalleryMarqueeItem,
  type GalleryMarqueeProps,
} from './GalleryMarquee';
