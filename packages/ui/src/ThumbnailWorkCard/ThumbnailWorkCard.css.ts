import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  overflow: 'hidden',
  transition: `border-color ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
});

export const media = style({ position: 'relative', overflow: 'hidden' });

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  transition: `transform ${vars.duration.slow} ${vars.easing.standard}`,
  selectors: { [`${root}:hover &`]: { transform: 'scale(1.03)' } },
});

export const category = style({
  position: 'absolute',
  top: vars.space['3'],
  left: vars.space['3'],
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
});

export const stats = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  width: 'fit-content',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  marginTop: 'auto',
  width: 'fit-content',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
