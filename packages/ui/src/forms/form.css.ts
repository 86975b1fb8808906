import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** A stacked form: one column on phones. */
export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  width: '100%',
  minWidth: 0,
});

/** Two fields side by side from tablet width, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

/** A short line under a form's submit row (what is kept of a request and why). */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The submit row. */
export const actions = style({ display: 'grid', paddingTop: vars.space['2'] });

/**
 * The newsletter's inline layout: input and button on one row from tablet width, the button
 * level with the input under its label.
 */
export const inline = style({
  display: 'grid',
  gap: vars.space['2'],
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
});

/**
 * A form's note when the browser runs no script (`WithoutScriptNote`), the one thing the form
 * shows then. Its `display` is the scripting rules' (theme/global.css.ts), never set here.
 */
export const withoutScript = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});
