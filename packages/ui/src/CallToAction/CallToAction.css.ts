import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.glow,
  '@media': { [media.tablet]: { padding: vars.space['12'] } },
});

export const title = style({ fontSize: vars.fontSize['3xl'], textWrap: 'balance' });

export { leadText as description } from '../internal/blocks.css';

export { actionRow as actions } from '../internal/blocks.css';
