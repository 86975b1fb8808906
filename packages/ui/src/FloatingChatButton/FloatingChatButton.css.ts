import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const button = style({
  position: 'fixed',
  insetInlineEnd: vars.space['5'],
  insetBlockEnd: vars.space['5'],
  zIndex: vars.zIndex.floating,
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.chat,
  color: vars.color.chatText,
  boxShadow: vars.shadow.md,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&:hover': { transform: 'scale(1.06)' } },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const positioner = style({ zIndex: vars.zIndex.floating });

const appear = keyframes({
  from: { opacity: 0, transform: `translateX(${vars.space['2']})` },
  to: { opacity: 1, transform: 'none' },
});

export const bubble = style({
  maxWidth: `min(${vars.size.bubbleMax}, calc(100vw - ${vars.size.avatar} - 3 * ${vars.space['5']}))`,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state=open]': { animation: `${appear} ${vars.duration.normal} ${vars.easing.standard}` },
  },
});

export const arrow = style({
  vars: { '--arrow-size': vars.space['3'], '--arrow-background': vars.color.text },
});
