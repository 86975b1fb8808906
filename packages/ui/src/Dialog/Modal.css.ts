import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['3']}) scale(0.97)` },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: `translateY(${vars.space['2']}) scale(0.98)` },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.backdrop,
  backdropFilter: `blur(${vars.blur.sm})`,
  zIndex: vars.zIndex.dialog,
  selectors: {
    '&[data-state=open]': { animation: `${fadeIn} ${vars.duration.normal} ${vars.easing.standard}` },
    '&[data-state=closed]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}` },
  },
});

export const positioner = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['3'],
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const content = recipe({
  base: {
    position: 'relative',
    width: '100%',
    maxHeight: `calc(100dvh - 2 * ${vars.space['3']})`,
    overflowY: 'auto',
    // Stored text (a case study's results, a long link) breaks rather than widening the box.
    overflowWrap: 'anywhere',
    overscrollBehavior: 'contain',
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    padding: vars.space['6'],
    outline: 'none',
    '@media': { [media.tablet]: { padding: vars.space['8'] } },
    selectors: {
      '&[data-state=open]': { animation: `${popIn} ${vars.duration.normal} ${vars.easing.emphasized}` },
      '&[data-state=closed]': { animation: `${popOut} ${vars.duration.fast} ${vars.easing.standard}` },
    },
  },
  variants: {
    size: {
      md: { maxWidth: vars.size.dialogMax },
      lg: { maxWidth: vars.size.dialogWide },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingRight: vars.space['10'],
  marginBottom: vars.space['5'],
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ color: vars.color.textMuted });

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

export const statusIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontSize: vars.fontSize['2xl'],
  marginBottom: vars.space['2'],
});

export const centered = style({ textAlign: 'center', justifyItems: 'center', paddingRight: 0 });
