import { business } from '../config/business';
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE } from './site';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

/** Props of {@link Seo}. */
export interface SeoProps {
  /** The document title (kept exactly as each page had it; a post: '{post title} - blog'). */
  title: string;
  /** The meta description (≈ 50–160 characters). */
  description: string;
  /** The page's path, e.g. `/blog/x`; the canonical and `og:url` are absolute on `SITE_ORIGIN`. */
  path: string;
  /** The social-card image: a site path (`/images/...`) or absolute URL. Default: a featured work. */
  image?: string;
  /** Text alternative of the image. */
  imageAlt?: string;
  /** `og:type`: `website` (default) or `article` for blog posts. */
  type?: 'website' | 'article';
  /** Structured data, each rendered as one `<script type="application/ld+json">`. */
  jsonLd?: JsonLd[];
}

/** JSON safe inside a `<script>` element (`<` escaped, so `</script>` cannot end it). */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * The page's head metadata: title, description, canonical URL, Open Graph and Twitter card tags
 * (with an image) and JSON-LD. React 19 hoists the `<title>`, `<meta>` and `<link>` into
 * `<head>` and removes them when the page unmounts; the JSON-LD scripts stay where rendered
 * (search engines read them anywhere in the document).
 * @see docs/requirements.md §4 (page titles); docs/decisions/0002-prerendering.md (each page's head is prerendered)
 */
export function Seo({ title, description, path, image = DEFAULT_SOCIAL_IMAGE, imageAlt, type = 'website', jsonLd = [] }: SeoProps) {
  const url = absoluteUrl(path);
  const imageUrl = absoluteUrl(image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={business.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
