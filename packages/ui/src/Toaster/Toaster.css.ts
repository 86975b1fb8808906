import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The notifications region (Ark sets position, insets and flex layout inline). */
export const region = style({
  width: `min(${vars.size.dialogMax}, calc(100vw - 2 * ${vars.space['4']}))`,
  zIndex: vars.zIndex.toast,
});

/** One toast; Ark drives `--x`, `--y`, `--opacity`, `--z-index`; the swipe drives `--swipe-x`. */
export const toast = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['2']} ${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale, 1)',
  transform: 'translateX(var(--swipe-x, 0))',
  zIndex: 'var(--z-index)',
  opacity: 'var(--opacity)',
  touchAction: 'pan-y',
  willChange: 'translate, opacity',
  transition: `translate ${vars.duration.slow} ${vars.easing.standard}, opacity ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-type=error]': {
      background: vars.color.dangerSurface,
      borderColor: vars.color.danger,
      color: vars.color.dangerText,
    },
    '&[data-type=success]': {
      background: vars.color.successSurface,
      borderColor: vars.color.success,
    },
    '&[data-swiping]': { transition: 'none' },
  },
});

export const text = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  opacity: 0.9,
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceOverlay } },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });
