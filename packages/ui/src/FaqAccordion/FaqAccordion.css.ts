import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['3'], width: '100%' });

export const item = style({
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: { '&[data-state=open]': { borderColor: vars.color.borderStrong } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: 'normal',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  minHeight: vars.size.touch,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const indicator = style({
  display: 'inline-flex',
  flexShrink: 0,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { '&[data-state=open]': { transform: 'rotate(45deg)' } },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

const open = keyframes({ from: { height: 0, opacity: 0 }, to: { height: 'var(--height)', opacity: 1 } });
const close = keyframes({ from: { height: 'var(--height)', opacity: 1 }, to: { height: 0, opacity: 0 } });

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    '&[data-state=open]': { animation: `${open} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-state=closed]': { animation: `${close} ${vars.duration.normal} ${vars.easing.standard}` },
  },
});

export const answer = style({ padding: `0 ${vars.space['5']} ${vars.space['5']}` });
