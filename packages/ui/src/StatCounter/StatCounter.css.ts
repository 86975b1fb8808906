import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['1'],
  padding: vars.space['5'],
  textAlign: 'center',
});

export const value = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.sm,
});
