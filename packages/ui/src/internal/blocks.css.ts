import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A lead paragraph under a heading: large, muted, at most a line of prose wide. */
export const leadText = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.proseMax,
});

/** A centred row of buttons or links that wraps on narrow screens. */
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'center',
});
