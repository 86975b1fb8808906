import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  overflow: 'hidden',
  transition: `border-color ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.color.accent },
    '&:hover': { transform: `translateY(calc(-1 * ${vars.size.lift}))` },
  },
});

export const image = style({ width: '100%', aspectRatio: '16 / 9' });

export const date = style({ color: vars.color.textSubtle, fontSize: vars.fontSize.sm });

export const excerpt = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const keywords = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
