import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui/theme';

/** Layout pieces shared by the routes' pages: grids, a stack, the box of a loading or error state. */

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const grid2 = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid4 = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stateBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['12'],
  paddingBottom: vars.space['12'],
  textAlign: 'center',
});

export const stack = style({ display: 'grid', gap: vars.space['6'] });
