import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { OFFER_ENDED_ATTRIBUTE } from './endedOffers';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const marqueeX = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(var(--marquee-translate))' },
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const banner = style({
  position: 'relative',
  zIndex: vars.zIndex.banner,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

// A prerendered banner showing an offer that has ended is hidden before it paints; the app then
// shows the offers still current (endedOffers.ts).
globalStyle(`:root[${OFFER_ENDED_ATTRIBUTE}] ${banner}`, { display: 'none' });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  marginInline: 'auto',
  maxWidth: vars.size.contentMax,
});

export const viewport = style({
  position: 'relative',
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  paddingBlock: vars.space['2'],
  textAlign: 'center',
});

/** An invisible copy of the message on one line, to detect whether it overflows. */
export const measure = style({
  position: 'absolute',
  top: 0,
  left: 0,
  visibility: 'hidden',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/**
 * One offer on one line; the app scrolls it when it overflows. Without scripting nothing can
 * scroll it, so it wraps instead of being cut at the phone's edge.
 */
export const message = style({
  whiteSpace: 'nowrap',
  animation: `${fadeIn} ${vars.duration.slow} ${vars.easing.standard}`,
  '@media': { [media.noScript]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  overflowWrap: 'anywhere',
});

export const marqueeRoot = style({ width: '100%' });

export const marqueeContent = style({
  animation: `${marqueeX} var(--marquee-duration) linear infinite`,
  selectors: { [`${marqueeRoot}[data-paused] &`]: { animationPlayState: 'paused' } },
});

export const marqueeItem = style({ whiteSpace: 'nowrap', paddingInline: vars.space['8'] });

export const pauseButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.accentText,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentHover },
    '&:focus-visible': { outlineColor: vars.color.accentText },
  },
});
