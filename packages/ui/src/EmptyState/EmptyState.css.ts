import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['6']}`,
  border: `${vars.size.hairline} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const icon = style({ fontSize: vars.fontSize['3xl'], color: vars.color.accent });
