import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui/theme';

/** The contact page's two columns: details and map, then the form (side by side on a desktop). */
export const contactLayout = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
