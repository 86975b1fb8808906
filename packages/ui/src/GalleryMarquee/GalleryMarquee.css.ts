import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Seconds per loop, set inline from the `durationSeconds` prop. */
export const durationVar = createVar();

const marqueeX = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(var(--marquee-translate))' },
});

export const root = style({ position: 'relative', overflow: 'hidden', maxWidth: '100%' });

export const marqueeRoot = style({ paddingBlock: vars.space['2'], overflow: 'hidden' });

const releaseOverflow = keyframes({ to: { overflow: 'hidden' } });

/**
 * A row while it waits for the app, which also clips it (inline `overflow: clip`,
 * GalleryMarquee.tsx) so that the browser fetches only the thumbnails in view. A thumbnail that
 * slides in meanwhile moves on the compositor, which the browser's lazy loading does not watch:
 * without the app (its code never arrives) the row hides its overflow after 3 s all the same,
 * and the browser fetches the rest. A row that stands still (reduced motion) needs no such limit.
 */
export const waitingForApp = style({
  animation: `${releaseOverflow} 0s 3s forwards`,
  // With reduced motion the row stands still: no thumbnail slides in, and nothing is animated.
  '@media': { [media.reducedMotion]: { animation: 'none' }, [media.noScript]: { animation: 'none' } },
});

export const content = style({
  animation: `${marqueeX} ${durationVar} linear infinite`,
  selectors: {
    '&[data-reverse]': { animationDirection: 'reverse' },
    [`${marqueeRoot}[data-paused] &`]: { animationPlayState: 'paused' },
  },
  // Without JavaScript there is no pause button (internal/scripting.ts), so the row stands still
  // (WCAG 2.2 2.2.2), as with reduced motion.
  '@media': { [media.noScript]: { animation: 'none' } },
});

export const item = style({
  width: vars.size.marqueeItem,
  flexShrink: 0,
  '@media': {
    [media.tablet]: { width: vars.size.marqueeItemTablet },
    [media.desktop]: { width: vars.size.marqueeItemDesktop },
  },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const edge = style({
  width: vars.space['12'],
  zIndex: vars.zIndex.raised,
  selectors: {
    '&[data-side=start]': { background: `linear-gradient(to right, ${vars.color.background}, transparent)` },
    '&[data-side=end]': { background: `linear-gradient(to left, ${vars.color.background}, transparent)` },
  },
});

export const toggle = style({
  position: 'absolute',
  right: vars.space['2'],
  bottom: vars.space['2'],
  zIndex: vars.zIndex.raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceOverlay,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  boxShadow: vars.shadow.md,
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const staticRow = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
});

export const staticList = style({
  display: 'flex',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const staticItem = style([item, { scrollSnapAlign: 'start' }]);

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space['8'],
});
