import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** The shared card surface: raised panel, hairline border, large radius. */
export const cardSurface = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflowWrap: 'anywhere',
});

/** Inner padding of a card's text area. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  flex: 1,
  padding: vars.space['5'],
  '@media': { [media.desktop]: { padding: vars.space['6'] } },
});

export const cardTitle = style({
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const cardText = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** A round accent tile holding a card's icon. */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize['2xl'],
  flexShrink: 0,
});

/** A small pill label (category, keyword). */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

/** Makes a card's main link cover the whole card (put on the link; the card is `relative`). */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});
