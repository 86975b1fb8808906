import { business } from '../config/business';
import type { PackageOffer } from '../config/content';
import { absoluteUrl } from './site';
import type { JsonLd } from './Seo';

const ORG_ID = () => absoluteUrl('/#organization');

/**
 * The agency as a schema.org `ProfessionalService` (an `Organization` and `LocalBusiness`):
 * name, logo, address and contact point. The marketplace rating (`business.claims`) is not
 * marked up as `aggregateRating`: search engines' review guidelines refuse ratings gathered on
 * another site, and a business's own reviews of itself.
 * @see docs/requirements.md §1 (claims)
 */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': ['ProfessionalService', 'Organization'],
    '@id': ORG_ID(),
    name: business.brandName,
    legalName: business.claims.company,
    description: business.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/brand/logo.svg'),
    image: absoluteUrl('/images/brand/logo.svg'),
    telephone: business.phone.href.replace(/^tel:/, ''),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${business.address[0]}, ${business.address[1]}`,
      addressLocality: 'London',
      postalCode: business.address[2]?.replace(/^London\s*/, ''),
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.location.latitude, longitude: business.location.longitude },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: business.phone.href.replace(/^tel:/, ''),
      email: business.email,
      availableLanguage: ['en'],
    },
    sameAs: business.socialLinks.map((link) => link.href),
  };
}

/**
 * The packages as `Offer`s in the agency's `OfferCatalog`; monthly plans carry a
 * `UnitPriceSpecification` per month. Prices in USD.
 * @see docs/requirements.md §3 (Packages)
 */
export function packagesJsonLd(packages: PackageOffer[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${business.brandName} thumbnail design packages`,
    url: absoluteUrl('/packages'),
    itemListElement: packages.map((pkg) => {
      const price = pkg.price.replace(/[^\d.]/g, '');
      return {
        '@type': 'Offer',
        name: pkg.name,
        description: `${pkg.description} ${pkg.features.join('; ')}.`,
        price,
        priceCurrency: 'USD',
        url: absoluteUrl('/contact'),
        seller: { '@id': ORG_ID() },
        ...(pkg.period
          ? {
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price,
                priceCurrency: 'USD',
                unitCode: 'MON',
                referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
              },
            }
          : {}),
      };
    }),
  };
}

/** The FAQ as a schema.org `FAQPage`. */
export function faqJsonLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** The fields of a blog post that its `BlogPosting` needs. */
export interface BlogPostingInput {
  title: string;
  slug: string;
  meta_description: string | null;
  image_url: string | null;
  created_at: string;
  keywords: string[];
}

/** One blog post as a schema.org `BlogPosting`, published by the agency. */
export function blogPostingJsonLd(post: BlogPostingInput): JsonLd {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description ?? undefined,
    image: post.image_url ? absoluteUrl(post.image_url) : undefined,
    datePublished: post.created_at,
    keywords: post.keywords.join(', '),
    url,
    mainEntityOfPage: url,
    author: { '@id': ORG_ID(), '@type': 'Organization', name: business.brandName },
    publisher: { '@id': ORG_ID(), '@type': 'Organization', name: business.brandName },
  };
}
