import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
});

export const ring = recipe({
  base: {
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `${vars.size.focusRing} solid ${vars.color.border}`,
    borderTopColor: vars.color.accent,
    animation: `${spin} ${vars.duration.spin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.icon, height: vars.size.icon },
      md: { width: vars.size.touch, height: vars.size.touch },
      lg: { width: vars.size.avatar, height: vars.size.avatar },
    },
  },
  defaultVariants: { size: 'md' },
});
