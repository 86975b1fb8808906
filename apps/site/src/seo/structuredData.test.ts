import { describe, expect, it } from 'vitest';
import { faqs, packages } from '../config/content';
import { serializeJsonLd } from './Seo';
import { absoluteUrl, SITE_ORIGIN } from './site';
import { blogPostingJsonLd, faqJsonLd, organizationJsonLd, packagesJsonLd } from './structuredData';

describe('structured data', () => {
  it('the agency carries a contact point, and no rating gathered on the marketplace', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toContain('ProfessionalService');
    expect(org).not.toHaveProperty('aggregateRating');
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: '+442038904412', email: 'hello@thumbcraft.studio' });
    expect(org.url).toBe(`${SITE_ORIGIN}/`);
  });

  it('the three packages are Offers in USD, monthly ones priced per month', () => {
    const catalog = packagesJsonLd(packages);
    const offers = catalog.itemListElement as Record<string, unknown>[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ['Starter Spark', '15', 'USD'],
      ['Pro Engage', '70', 'USD'],
      ['Ultimate Growth', '140', 'USD'],
    ]);
    expect(offers[0]).not.toHaveProperty('priceSpecification');
    expect(offers[1]!.priceSpecification).toMatchObject({ unitCode: 'MON', price: '70' });
  });

  it('the FAQ is a FAQPage with every question and answer', () => {
    const page = faqJsonLd(faqs);
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toHaveLength(faqs.length);
    expect((page.mainEntity as Record<string, unknown>[])[0]).toEqual({
      '@type': 'Question',
      name: faqs[0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer },
    });
  });

  it('a post is a BlogPosting with absolute URL and image', () => {
    const posting = blogPostingJsonLd({
      title: 'T',
      slug: 's',
      meta_description: 'D',
      image_url: '/images/blog/s.webp',
      created_at: '2026-11-12T09:00:00Z',
      keywords: ['a', 'b'],
    });
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'T',
      url: absoluteUrl('/blog/s'),
      image: `${SITE_ORIGIN}/images/blog/s.webp`,
      datePublished: '2026-11-12T09:00:00Z',
      keywords: 'a, b',
    });
  });

  it('JSON-LD cannot close its script element', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
