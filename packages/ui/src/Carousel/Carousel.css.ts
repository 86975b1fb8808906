import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
});

/**
 * The viewport until Embla has started: it clips without being a scroll container, so the
 * browser's lazy loading does not fetch the slides out of view (they cannot be shown before the
 * app runs) while the app's code is still on its way.
 */
export const viewportBeforeStart = style({ overflow: 'clip' });

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  paddingInline: vars.space['1'],
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

/** On phones the dots take their own row above the buttons; inline from tablet width. */
export const dots = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  order: -1,
  flexBasis: '100%',
  '@media': { [media.tablet]: { order: 0, flexBasis: 'auto' } },
});

/** A 44px touch target drawing a small dot; the current one is a wider accent pill. */
export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    width: vars.space['3'],
    height: vars.space['3'],
    borderRadius: vars.radius.full,
    background: vars.color.textSubtle,
    transition: `width ${vars.duration.normal} ${vars.easing.standard}, background ${vars.duration.normal} ${vars.easing.standard}`,
  },
  selectors: {
    '&:hover::before': { background: vars.color.text },
    '&[aria-current="true"]::before': { width: vars.space['6'], background: vars.color.accent },
  },
});
