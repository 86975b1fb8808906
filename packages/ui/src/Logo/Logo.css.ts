import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** The logo image is sized by height; its width follows its aspect ratio. */
export const image = style({
  display: 'block',
  height: vars.size.iconLarge,
  width: 'auto',
  maxWidth: '100%',
});

export const wordmark = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const accent = style({ color: vars.color.accent });
