import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** The header, as the anchor the menu panel is placed under. */
const headerAnchor = '--agency-site-header';

export const header = style({
  anchorName: headerAnchor,
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
  // Open (the panel follows the toggle): from CSS, so it holds before the app starts too.
  selectors: { '&:has(+ :popover-open)': { borderColor: vars.color.accent, color: vars.color.accent } },
});

/** The toggle's ☰, swapped for a × while the menu is open. */
export const menuIcon = style({
  selectors: { [`${toggle}:has(+ :popover-open) &`]: { display: 'none' } },
});

export const closeIcon = style({
  display: 'none',
  selectors: { [`${toggle}:has(+ :popover-open) &`]: { display: 'block' } },
});

/**
 * Fade and slide in. Only the opening is animated: closed, the panel is `display: none` at once
 * (a closing slide, `display` and `overlay` transitioned with `allow-discrete`, left WebKitGTK 2.50
 * with a closed panel still displayed, invisible, now and then for good: see
 * ConfirmationMessage.css.ts).
 */
const slideIn = `opacity ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`;
const raised = `translateY(calc(-1 * ${vars.space['2']}))`;

/**
 * The menu panel, a `popover="auto"`: the platform shows it fixed in the top layer, centred; it
 * is placed full width under the header instead (CSS anchor positioning; under a bar's height
 * from the top where that is missing). It slides down and fades in from `@starting-style`.
 */
export const panel = style({
  inset: 'auto',
  top: vars.size.headerHeight,
  left: 0,
  right: 0,
  width: 'auto',
  margin: 0,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  color: vars.color.text,
  background: vars.color.surface,
  border: 'none',
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['6']}`,
  selectors: {
    '&:popover-open': {
      transition: slideIn,
      '@starting-style': { opacity: 0, transform: raised },
    },
  },
  '@supports': { [`(anchor-name: ${headerAnchor})`]: { top: `anchor(${headerAnchor} bottom)` } },
  '@media': {
    [media.tablet]: { paddingInline: vars.space['6'] },
    // The inline list takes over on desktop, even if the menu was left open.
    [media.desktop]: { display: 'none' },
  },
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
