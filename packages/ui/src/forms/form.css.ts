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
