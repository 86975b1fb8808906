import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: { height: '100%' },
  variants: {
    popular: {
      true: {
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.glow,
        background: `linear-gradient(180deg, ${vars.color.accentSoft}, ${vars.color.surface} 40%)`,
      },
      false: {},
    },
  },
  defaultVariants: { popular: false },
});

export const badge = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  color: vars.color.text,
});

export const amount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
});

export const period = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['3'],
  paddingBlock: vars.space['4'],
  borderTop: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const feature = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const check = style({
  flexShrink: 0,
  marginTop: '0.2em',
  color: vars.color.success,
  fontSize: vars.fontSize.lg,
});

export const action = style({ marginTop: 'auto', display: 'grid' });
