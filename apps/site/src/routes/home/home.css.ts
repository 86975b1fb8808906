import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui/theme';

/** The hero's accented word. */
export const accentText = style({ color: vars.color.accent });

/** The three gallery rows under the hero. */
export const galleryRows = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingTop: vars.space['8'],
  paddingBottom: vars.space['8'],
});
