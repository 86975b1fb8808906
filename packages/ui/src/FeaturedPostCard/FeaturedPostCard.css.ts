import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({
  overflow: 'hidden',
  '@media': {
    [media.desktop]: { display: 'grid', gridTemplateColumns: '1.25fr 1fr', alignItems: 'stretch' },
  },
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.accent } },
});

export const image = style({
  width: '100%',
  aspectRatio: '16 / 9',
  '@media': { [media.desktop]: { height: '100%' } },
});

export const body = style({
  justifyContent: 'center',
  '@media': { [media.desktop]: { padding: vars.space['10'] } },
});

export const badge = style({
  color: vars.color.accentText,
  background: vars.color.accent,
  borderColor: vars.color.accent,
});

export const title = style({ fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight });

export const excerpt = style({ fontSize: vars.fontSize.lg });
