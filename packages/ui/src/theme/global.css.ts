import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './tokens';
import './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'dark',
  // Focus never ends under what is fixed over the page (WCAG 2.2 2.4.11): when focus scrolls the
  // page (Tab, Shift+Tab, a form focusing its first invalid field), the element stops below the
  // sticky header (its height, plus room for the focus ring) and above the bottom corner where
  // toasts and the chat button sit. See docs/accessibility.md.
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['3']})`,
  scrollPaddingBottom: vars.size.toastRoom,
  WebkitTextSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  overflowX: 'hidden',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.01em',
});

globalStyle('p', { margin: 0 });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('a', { color: 'inherit' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
});

globalStyle('::selection', { background: vars.color.accent, color: vars.color.accentText });

/* Reduced motion: every transition and animation stops (marquees, carousels and counters also
   check the preference in script and show their final state). A style change applies at once,
   with no transition at all: a transition of any length, however short, is still started and
   sampled by the next frames (a transform's, on the compositor, until the compositor answers),
   so the old style lingered a frame or more (the skip link stayed off screen after Tab). An
   animation is cut to 0.01 ms instead, so that its `animationend`, which Ark's presence waits
   for to unmount a closing part, still fires. Nothing here listens for `transitionend`. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transition: 'none !important',
    },
  },
});

/**
 * A tap kept by the page's kept-taps script until its part can act (see `KeptTaps`): the button
 * looks pressed and busy at once, so the visitor sees the tap registered.
 */
globalStyle('[data-tap-kept]', {
  cursor: 'progress',
  opacity: 0.7,
  transform: 'scale(0.96)',
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '2px',
});

/*
 * Without JavaScript (`internal/scripting.ts`): a control only the app runs is not shown, a form
 * that sends only through the app shows its note instead of its fields, and the note (`hidden`
 * otherwise) shows only then. Browsers without the `scripting` media feature (before Chrome 120,
 * Firefox 113, Safari 17) show the controls as they are.
 */
globalStyle('[data-without-script]', { '@media': { [media.noScript]: { display: 'block' } } });
globalStyle('[data-script-only], [data-script-form] > :not([data-without-script])', {
  '@media': { [media.noScript]: { display: 'none !important' } },
});
