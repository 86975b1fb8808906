import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/theme';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// At least a screen tall, so the footer never sits in view while a page's content loads (no layout
// shift, CLS, when it arrives).
export const main = style({ flex: 1, minHeight: '100vh', outline: 'none' });

/** The offer banner's height (one touch-size bar), reserved while the offers load. */
export const offerSlot = style({ height: vars.size.touch, background: vars.color.accent });

export const footerBrand = style({
  display: 'grid',
  gap: vars.space['3'],
  color: vars.color.textMuted,
  maxWidth: '22rem',
});

/**
 * The skip link: out of sight until focused, then at the top left of the viewport over the sticky
 * header, wherever the page is scrolled (Shift+Tab reaches it from below: WCAG 2.2 2.4.7, 2.4.11).
 */
export const skipLink = style({
  position: 'fixed',
  left: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** The loading screen of a page that was not prerendered (the SPA fallback). */
export const hydrateFallback = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
});
