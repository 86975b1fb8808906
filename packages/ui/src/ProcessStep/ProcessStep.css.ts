import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0 });

const lineWidth = `calc(2 * ${vars.size.hairline})`;

export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatar} minmax(0, 1fr)`,
  columnGap: vars.space['4'],
  paddingBottom: vars.space['8'],
  selectors: {
    // The timeline's line, running through the number circles.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: `calc(${vars.size.avatar} / 2 - ${vars.size.hairline})`,
      width: lineWidth,
      background: `linear-gradient(${vars.color.accent}, ${vars.color.border})`,
    },
    '&:last-child::before': { bottom: 'auto', height: `calc(${vars.size.avatar} / 2)` },
  },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.size.avatar} minmax(0, 1fr)`,
      columnGap: vars.space['8'],
      selectors: { '&::before': { left: `calc(50% - ${vars.size.hairline})` } },
    },
  },
});

export const number = style({
  gridColumn: 1,
  gridRow: 1,
  zIndex: vars.zIndex.raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  boxShadow: vars.shadow.glow,
  '@media': { [media.desktop]: { gridColumn: 2 } },
});

export const content = recipe({
  base: {
    gridColumn: 2,
    gridRow: 1,
    display: 'grid',
    gap: vars.space['2'],
    alignContent: 'start',
    padding: vars.space['5'],
    background: vars.color.surface,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
  variants: {
    alignment: {
      left: { '@media': { [media.desktop]: { gridColumn: 1, textAlign: 'right' } } },
      right: { '@media': { [media.desktop]: { gridColumn: 3 } } },
    },
  },
});

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });
export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
