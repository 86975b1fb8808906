import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/theme';

/** A blog post's article: title, date, image, content and keywords, and the link back to the list. */

export const article = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingTop: vars.space['12'],
  paddingBottom: vars.space['12'],
});

export const pageTitle = style({ fontSize: vars.fontSize['4xl'] });

export const postMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const postImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
});

export const backLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
