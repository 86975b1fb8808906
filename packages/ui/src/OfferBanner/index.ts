export { OfferBanner, OFFER_ROTATION_MS, type OfferBannerProps } from './OfferBanner';
