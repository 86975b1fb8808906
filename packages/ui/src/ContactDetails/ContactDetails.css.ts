import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ fontStyle: 'normal' });

export const list = style({ display: 'grid', gap: vars.space['5'], margin: 0 });

export const item = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.touch} minmax(0, 1fr)`,
  columnGap: vars.space['4'],
  alignItems: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xl,
});

/** The label row: icon in the first column, label in the second (a subgrid of the item). */
export const term = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const value = style({ gridColumn: 2, margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '0.25em',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const line = style({ display: 'block' });
