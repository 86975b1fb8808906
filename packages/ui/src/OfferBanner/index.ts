export { OfferBanner, type OfferBannerProps } from './OfferBanner';
