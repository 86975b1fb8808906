import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ overflow: 'hidden', textAlign: 'center' });

export const portrait = style({
  width: '100%',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceRaised,
});

export const body = style({ alignItems: 'center' });

export const role = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const bio = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
