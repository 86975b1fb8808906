import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { toast } from '../Toaster/Toaster.css';

/** Space kept around the dialog box: 0.75rem on phones, 1.5rem from tablets up. */
const gutter = createVar();
/** How far below its place the box starts its opening (and ends its closing). */
const shift = vars.space['6'];
const fade = (duration: string, easing: string) =>
  [
    `opacity ${duration} ${easing}`,
    `inset-block-start ${duration} ${easing}`,
    // Keep a closing dialog displayed and in the top layer until it has faded out.
    `display ${duration} allow-discrete`,
    `overlay ${duration} allow-discrete`,
  ].join(', ');

/**
 * The `<dialog>` element is the box. The platform shows it fixed in the top layer, centred by
 * `margin: auto`, with a `::backdrop`; closed, it is `display: none`. It fades in and rises
 * from `@starting-style`, and fades out (no `transform`: that would make the toasts rendered
 * inside it, `position: fixed`, relative to the box instead of the viewport).
 */
export const dialog = recipe({
  base: {
    vars: { [gutter]: vars.space['3'] },
    width: `calc(100% - 2 * ${gutter})`,
    maxHeight: `calc(100dvh - 2 * ${gutter})`,
    margin: 'auto',
    overflowY: 'auto',
    // Where scrollbars take room (a desktop's classic ones), it is kept for one from the start,
    // on both sides so centred content stays centred: a box that fits becomes scrollable while a
    // toast shows (see `body`), and its content must not reflow then.
    scrollbarGutter: 'stable both-edges',
    // The scrollbar in the theme's colours: a thumb like a control's edge on the box's own
    // surface. Left to the browser, Firefox drew a light track and thumb down the box's right
    // side (a white stripe) once a toast made it scrollable, dark `color-scheme` or not.
    scrollbarColor: `${vars.color.borderStrong} ${vars.color.surface}`,
    // Stored text (a case study's results, a long link) breaks rather than widening the box.
    overflowWrap: 'anywhere',
    overscrollBehavior: 'contain',
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    padding: vars.space['6'],
    // A focused control scrolls clear of a toast at the bottom of the viewport (WCAG 2.2 2.4.11);
    // `body` gives the content the room to scroll that far.
    scrollPaddingBlockEnd: vars.size.toastRoom,
    // Closed, and where opening starts: transparent, a little lower (the centring splits the
    // inset, so the box moves by half of it).
    opacity: 0,
    insetBlockStart: shift,
    transition: fade(vars.duration.fast, vars.easing.standard),
    '@media': {
      [media.tablet]: { vars: { [gutter]: vars.space['6'] }, padding: vars.space['8'] },
      [media.reducedMotion]: { transition: 'none' },
    },
    selectors: {
      // A box whose content scrolls is a tab stop of its own (arrow keys then scroll it): it shows
      // where focus is like every other stop (WCAG 2.2 2.4.7).
      '&:focus-visible': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRingOffset,
      },
      '&[open]': {
        opacity: 1,
        insetBlockStart: 0,
        transition: fade(vars.duration.normal, vars.easing.emphasized),
        '@starting-style': { opacity: 0, insetBlockStart: shift },
        '@media': { [media.reducedMotion]: { transition: 'none' } },
      },
      '&::backdrop': {
        // A pixel past the viewport on each side: Firefox, when a modal opens while the page
        // still scrolls smoothly, left the top row of the page undimmed (docs/browsers.md).
        inset: '-1px',
        background: vars.color.backdrop,
        backdropFilter: `blur(${vars.blur.sm})`,
        opacity: 0,
        transition: fade(vars.duration.fast, vars.easing.standard),
        // (The global reduced-motion rule does not reach ::backdrop.)
        '@media': { [media.reducedMotion]: { transition: 'none' } },
      },
      '&[open]::backdrop': {
        opacity: 1,
        transition: fade(vars.duration.normal, vars.easing.standard),
        '@starting-style': { opacity: 0 },
        '@media': { [media.reducedMotion]: { transition: 'none' } },
      },
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

// The page behind an open modal dialog does not scroll (the gutter stays, so nothing shifts).
globalStyle('html:has(dialog:modal)', { overflow: 'hidden', scrollbarGutter: 'stable' });

/**
 * Everything but the close button: the header, the content and the footer. While a toast shows
 * in the dialog, an empty box `toastRoom` tall hangs below it. Out of the flow, it does not
 * grow or move a box that fits, but it extends what the box can scroll: the scroll padding can
 * then lift even the last control (a form's submit at the foot of a dialog taller than the
 * viewport) clear of the toast (WCAG 2.2 2.4.11). Without a toast the box scrolls only its
 * content, as before.
 */
export const body = style({ position: 'relative' });

globalStyle(`dialog:has(${toast}) > ${body}::after`, {
  content: '""',
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  inlineSize: '1px',
  blockSize: vars.size.toastRoom,
  pointerEvents: 'none',
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
