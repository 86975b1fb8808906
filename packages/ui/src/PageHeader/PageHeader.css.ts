import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  paddingTop: vars.space['16'],
  paddingBottom: vars.space['12'],
  background: `radial-gradient(ellipse at top, ${vars.color.accentSoft}, transparent 60%)`,
  '@media': { [media.desktop]: { paddingTop: vars.space['20'] } },
});

export const inner = style({
  display: 'grid',
  gap: vars.space['6'],
  justifyItems: 'center',
  textAlign: 'center',
});

export const eyebrow = style({
  display: 'inline-flex',
  gap: vars.space['2'],
  alignItems: 'center',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const title = style({ textWrap: 'balance', maxWidth: '18ch' });

export const titleSize = {
  hero: style({ fontSize: vars.fontSize['5xl'] }),
  page: style({ fontSize: vars.fontSize['4xl'] }),
};

export { leadText as intro } from '../internal/blocks.css';

export { actionRow as actions } from '../internal/blocks.css';
