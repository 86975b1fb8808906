import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({ display: 'grid', gap: vars.space['3'], width: '100%' });

/** One `<details>`; its answer (`::details-content`) animates its height between 0 and auto. */
export const item = style({
  // Lets `block-size` transition to and from `auto`.
  interpolateSize: 'allow-keywords',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[open]': { borderColor: vars.color.borderStrong },
    '&::details-content': {
      blockSize: 0,
      overflow: 'hidden',
      transition: `block-size ${vars.duration.normal} ${vars.easing.standard}, content-visibility ${vars.duration.normal} allow-discrete`,
      // (The global reduced-motion rule does not reach this pseudo-element.)
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
    '&[open]::details-content': { blockSize: 'auto' },
  },
});

/** The question's `<summary>`: the whole row is the control; the platform's marker is hidden. */
export const summary = style({
  display: 'block',
  listStyle: 'none',
  minHeight: vars.size.touch,
  padding: `${vars.space['4']} ${vars.space['5']}`,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: 'normal',
  textAlign: 'start',
});

export const question = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The plus, turned into a cross while the item is open. */
export const indicator = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(45deg)' } },
});

export const answer = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
