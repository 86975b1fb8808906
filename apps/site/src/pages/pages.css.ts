import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui/theme';

/** Layout pieces shared by the pages (grids, hero, call to action). */

export const accentText = style({ color: vars.color.accent });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'center',
});

export const galleryRows = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingTop: vars.space['8'],
  paddingBottom: vars.space['8'],
});

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

export const stats = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const stateBox = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['12'],
  paddingBottom: vars.space['12'],
  textAlign: 'center',
});

export const note = style({ color: vars.color.textMuted, textAlign: 'center', maxWidth: vars.size.proseMax, marginInline: 'auto' });

export const stack = style({ display: 'grid', gap: vars.space['6'] });
