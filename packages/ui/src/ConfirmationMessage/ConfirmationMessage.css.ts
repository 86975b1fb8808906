import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Space kept around the card: 0.75rem on phones, 1.5rem from tablets up (as a dialog's). */
const gutter = createVar();
/**
 * How far below its place the card starts its opening. It moves by
 * `translate`, not by an inset as the dialogs do: Firefox 153 loses the card's anchor for the
 * frames an inset transitions (the card flickered between its place and the top left corner).
 */
const shift = `0 ${vars.space['3']}`;
/**
 * How it fades in. Only the opening is animated: closed, it is `display: none` at once. A closing
 * fade (`display` and `overlay` transitioned with `allow-discrete`) left WebKitGTK 2.50 with a
 * closed card still displayed, invisible, after its fade, now and then for good: catching clicks
 * and in the accessibility tree.
 */
const fadeIn = `opacity ${vars.duration.normal} ${vars.easing.emphasized}, translate ${vars.duration.normal} ${vars.easing.emphasized}`;

/** Set on the card while it is anchored to the element it follows (its popover `source`). */
export const ANCHORED_ATTRIBUTE = 'data-anchored';

/**
 * The card is a manual `popover`: the platform shows it fixed in the top layer (above the sticky
 * header, the offer banner, the toasts and the chat button), with no backdrop (the page stays
 * usable: it is not a modal). Hidden, it is `display: none`. It looks like the dialogs
 * (surface, radius, shadow, with the accent's glow for an edge on the dark page) and fades in and
 * rises as they do. Anchored to the control focus is on (CSS anchor positioning, the popover's
 * implicit anchor), it opens centred across the viewport just below that control, or just
 * above it where there is no room below, so it never covers the focused control (WCAG 2.2
 * 2.4.11); with nothing to anchor to (or no anchor positioning), it is centred in the viewport.
 */
export const card = style({
  vars: { [gutter]: vars.space['3'] },
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${gutter})`,
  maxWidth: vars.size.dialogMax,
  maxHeight: `calc(100dvh - 2 * ${gutter})`,
  margin: 'auto',
  overflowY: 'auto',
  overflowWrap: 'anywhere',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: `${vars.shadow.glow}, ${vars.shadow.lg}`,
  padding: vars.space['6'],
  '@media': {
    [media.tablet]: { vars: { [gutter]: vars.space['6'] }, padding: vars.space['8'] },
  },
  selectors: {
    [`&[${ANCHORED_ATTRIBUTE}]`]: {
      marginInline: 0,
      marginBlock: vars.space['3'],
      positionArea: 'block-end span-all',
      justifySelf: 'center',
      alignSelf: 'start',
      positionTryFallbacks: 'flip-block',
      // Stays shown when the visitor scrolls the control out of view.
      positionVisibility: 'always',
    },
    '&:popover-open': {
      transition: fadeIn,
      '@starting-style': { opacity: 0, translate: shift },
      '@media': { [media.reducedMotion]: { transition: 'none' } },
    },
  },
});

/**
 * The icon, the title and the message, centred. The icon comes first, beside the corner "Close"
 * button, so the title below it never runs under that button.
 */
export const content = style({
  display: 'grid',
  gap: vars.space['2'],
  justifyItems: 'center',
  textAlign: 'center',
});
