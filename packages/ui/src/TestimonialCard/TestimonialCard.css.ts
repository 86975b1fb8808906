import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const stars = style({ display: 'flex', gap: vars.space['1'] });

export const star = style({ width: vars.size.icon, height: vars.size.icon, color: vars.color.starEmpty });

export const starFilled = style([star, { color: vars.color.star }]);

export const quote = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
});

export const avatar = style({
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const who = style({ display: 'grid', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
