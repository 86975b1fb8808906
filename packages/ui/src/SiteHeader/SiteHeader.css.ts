import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const slideDown = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['2']}))` },
  to: { opacity: 1, transform: 'none' },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: `color-mix(in srgb, ${vars.color.background} 88%, transparent)`,
  backdropFilter: `blur(${vars.blur.md})`,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.headerHeight,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  marginLeft: 'auto',
});

export const desktopList = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `color ${vars.duration.fast} ${vars.easing.standard}, background ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current=page]': { color: vars.color.accent },
  },
});

export const mobile = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: { '&[data-state=open]': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  background: vars.color.surface,
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['6']}`,
  selectors: {
    '&[data-state=open]': { animation: `${slideDown} ${vars.duration.normal} ${vars.easing.standard}` },
  },
  '@media': { [media.tablet]: { paddingInline: vars.space['6'] } },
});

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
});

export const mobileLink = style([
  link,
  {
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.lg,
    paddingInline: vars.space['4'],
    selectors: { '&[aria-current=page]': { background: vars.color.accentSoft } },
  },
]);

export const mobileCta = style({
  marginTop: vars.space['4'],
  display: 'grid',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const barCta = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center' } },
});
