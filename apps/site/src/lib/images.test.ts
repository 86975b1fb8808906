import { describe, expect, it } from 'vitest';
import { thumbnailSrcSet } from './images';

describe('thumbnailSrcSet', () => {
  it('pairs a shipped 1280 w thumbnail with its 640 w twin', () => {
    expect(thumbnailSrcSet('/images/thumbnails/gaming-boss-fight.webp')).toBe(
      '/images/thumbnails/gaming-boss-fight-640.webp 640w, /images/thumbnails/gaming-boss-fight.webp 1280w',
    );
  });

  it('gives nothing for images without a twin, the twin itself, external URLs and missing URLs', () => {
    expect(thumbnailSrcSet('/images/blog/post.webp')).toBeUndefined();
    expect(thumbnailSrcSet('/images/thumbnails/a-640.webp')).toBeUndefined();
    expect(thumbnailSrcSet('https://cdn.example.com/images/thumbnails/a.webp')).toBeUndefined();
    expect(thumbnailSrcSet('/images/thumbnails/a.png')).toBeUndefined();
    expect(thumbnailSrcSet(null)).toBeUndefined();
    expect(thumbnailSrcSet(undefined)).toBeUndefined();
  });
});
