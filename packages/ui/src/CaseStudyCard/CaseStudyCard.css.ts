import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({ overflow: 'hidden' });

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['1'],
  background: vars.color.border,
});

export const galleryImage = style({ width: '100%', aspectRatio: '16 / 9' });

// A lone image, or the last of three, spans the full width: the gallery's child is the image
// itself, or the box-less `<picture>` around it (ImageWithFallback with other formats).
globalStyle(
  [':only-child', ':nth-child(3):last-child'].flatMap((n) => [`${gallery} > ${galleryImage}${n}`, `${gallery} > ${n} > ${galleryImage}`]).join(', '),
  { gridColumn: '1 / -1' },
);

export const label = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const action = style({ marginTop: 'auto', display: 'grid', paddingTop: vars.space['2'] });

export const details = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const detailHeading = style({ fontSize: vars.fontSize.lg, color: vars.color.accent });

export const detailText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const modalGallery = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['8'],
  listStyle: 'none',
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const modalImage = style({ width: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.md });
