import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui/theme';

/** The achievement counters: two columns, five on a desktop. */
export const stats = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});
