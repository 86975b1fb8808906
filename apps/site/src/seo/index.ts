export { Seo, serializeJsonLd, type JsonLd, type SeoProps } from './Seo';
export { absoluteUrl, DEFAULT_SOCIAL_IMAGE, SITE_ORIGIN } from './site';
export { blogPostingJsonLd, faqJsonLd, organizationJsonLd, packagesJsonLd } from './structuredData';
export { pageMeta, type PageMeta } from './pageMeta';
