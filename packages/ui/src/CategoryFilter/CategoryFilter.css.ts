import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 });

/** One scrolling row on phones; wraps and centres from tablet width. */
export const list = style({
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['1'],
  '@media': {
    [media.tablet]: { flexWrap: 'wrap', justifyContent: 'center', overflowX: 'visible' },
  },
});

export const tab = style({
  flexShrink: 0,
  scrollSnapAlign: 'start',
  minHeight: vars.size.touch,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${vars.duration.fast} ${vars.easing.standard}, border-color ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const panel = style({ minWidth: 0, outline: 'none' });
