import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * Gives the `srcset` of an image URL (e.g. `"/x-480.webp 480w, /x.webp 1280w"`), or `undefined`
 * when the URL has no smaller copies.
 */
export type SrcSetResolver = (src: string) => string | undefined;

/**
 * One `<source>` of a `<picture>`: the same image in a format the browser takes instead of the
 * `<img>`'s own files when it can decode it (e.g. `{ type: 'image/avif', srcSet: '/x-480.avif
 * 480w, /x.avif 1280w' }`).
 */
export interface ImageSource {
  /** The files' MIME type, e.g. `image/avif`: a browser that cannot decode it skips the source. */
  type: `image/${string}`;
  /** Candidate files with their widths, as in `srcset`. */
  srcSet: string;
}

/**
 * Gives the `<source>`s of an image URL, best format first, or `undefined` (or `[]`) when the
 * URL has no copies in another format.
 */
export type ImageSourcesResolver = (src: string) => readonly ImageSource[] | undefined;

interface Resolvers {
  srcSet: SrcSetResolver;
  sources?: ImageSourcesResolver;
}

const ImageSrcSetContext = createContext<Resolvers | null>(null);

/** Props of {@link ImageSrcSetProvider}. */
export interface ImageSrcSetProviderProps {
  /** Maps an image URL to its `srcset`; called for every image shown below the provider. */
  resolve: SrcSetResolver;
  /**
   * Maps an image URL to copies in other formats (AVIF, …), each a `<source>` of a `<picture>`
   * around the `<img>`; without it images are plain `<img>`s.
   */
  resolveSources?: ImageSourcesResolver;
  /** The subtree whose images take their `srcset` from `resolve`. */
  children: ReactNode;
}

/**
 * Makes every {@link ImageWithFallback} below it responsive: an image given no `srcSet` takes
 * the one `resolve` returns for its `src`, and the browser picks the smallest copy that fills
 * the image's `sizes` (each component sets `sizes` for its own layout). With `resolveSources`,
 * an image given no `sources` also takes the other formats it returns, and the browser fetches
 * the first one it can decode. An app that knows where its images' copies live sets this once,
 * around the app; without it images have their `src` only. A context, with no element of its own
 * (so no `ref` or attributes; packages/ui/README.md, "Composition").
 * @example <ImageSrcSetProvider resolve={responsiveSrcSet} resolveSources={responsiveSources}><App /></ImageSrcSetProvider>
 * @see the root README.md, "Prerendering and performance" (responsive `srcset`)
 */
export function ImageSrcSetProvider({ resolve, resolveSources, children }: ImageSrcSetProviderProps) {
  const value = useMemo(() => ({ srcSet: resolve, sources: resolveSources }), [resolve, resolveSources]);
  return <ImageSrcSetContext.Provider value={value}>{children}</ImageSrcSetContext.Provider>;
}

/**
 * The `srcset` resolver of the nearest {@link ImageSrcSetProvider}.
 * @returns the resolver, or `null` outside a provider.
 */
export function useImageSrcSetResolver(): SrcSetResolver | null {
  return useContext(ImageSrcSetContext)?.srcSet ?? null;
}

/**
 * The `<source>`s resolver of the nearest {@link ImageSrcSetProvider}.
 * @returns the resolver, or `null` outside a provider or when it has none.
 */
export function useImageSourcesResolver(): ImageSourcesResolver | null {
  return useContext(ImageSrcSetContext)?.sources ?? null;
}
