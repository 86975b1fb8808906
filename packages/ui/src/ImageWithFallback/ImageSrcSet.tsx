import { createContext, useContext, type ReactNode } from 'react';

/**
 * Gives the `srcset` of an image URL (e.g. `"/x-480.webp 480w, /x.webp 1280w"`), or `undefined`
 * when the URL has no smaller copies.
 */
export type SrcSetResolver = (src: string) => string | undefined;

const ImageSrcSetContext = createContext<SrcSetResolver | null>(null);

/** Props of {@link ImageSrcSetProvider}. */
export interface ImageSrcSetProviderProps {
  /** Maps an image URL to its `srcset`; called for every image shown below the provider. */
  resolve: SrcSetResolver;
  /** The subtree whose images take their `srcset` from `resolve`. */
  children: ReactNode;
}

/**
 * Makes every {@link ImageWithFallback} below it responsive: an image given no `srcSet` takes
 * the one `resolve` returns for its `src`, and the browser picks the smallest copy that fills
 * the image's `sizes` (each component sets `sizes` for its own layout). An app that knows where
 * its images' smaller copies live sets this once, around the app; without it images have their
 * `src` only.
 * @example <ImageSrcSetProvider resolve={responsiveSrcSet}><App /></ImageSrcSetProvider>
 * @see the root README.md, "Prerendering and performance" (responsive `srcset`)
 */
export function ImageSrcSetProvider({ resolve, children }: ImageSrcSetProviderProps) {
  return <ImageSrcSetContext.Provider value={resolve}>{children}</ImageSrcSetContext.Provider>;
}

/**
 * The resolver of the nearest {@link ImageSrcSetProvider}.
 * @returns the resolver, or `null` outside a provider.
 */
export function useImageSrcSetResolver(): SrcSetResolver | null {
  return useContext(ImageSrcSetContext);
}
