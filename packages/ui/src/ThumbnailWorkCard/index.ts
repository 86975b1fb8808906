export { ThumbnailWorkCard, type ThumbnailWorkCardProps } from './ThumbnailWorkCard';
