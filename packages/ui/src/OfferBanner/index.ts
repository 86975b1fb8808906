export { OfferBanner, type OfferBannerProps, type OfferMessage } from './OfferBanner';
export { ENDED_OFFERS_SCRIPT, OFFER_ENDED_ATTRIBUTE, OFFER_ENDS_ATTRIBUTE } from './endedOffers';
