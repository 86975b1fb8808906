import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/theme';

/** A centred row of buttons (the marketplace and callback sections). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'center',
});

/** The note under the package cards. */
export const note = style({ color: vars.color.textMuted, textAlign: 'center', maxWidth: vars.size.proseMax, marginInline: 'auto' });
