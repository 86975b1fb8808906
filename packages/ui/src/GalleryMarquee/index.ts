export {
  DEFAULT_THUMBNAIL_ALT,
  GALLERY_DURATION_SECONDS,
  GalleryMarquee,
  type GalleryMarqueeItem,
  type GalleryMarqueeProps,
} from './GalleryMarquee';
