import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** `inline` keeps the surrounding text style; `prose` styles long-form content. */
export const root = recipe({
  base: { overflowWrap: 'anywhere' },
  variants: {
    variant: {
      inline: {},
      prose: {
        fontSize: vars.fontSize.lg,
        lineHeight: vars.lineHeight.relaxed,
        color: vars.color.text,
        maxWidth: vars.size.proseMax,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

const prose = root.classNames.variants.variant.prose;
const inline = root.classNames.variants.variant.inline;

globalStyle(`${inline} a, ${prose} a`, {
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle(`${inline} p + p`, { marginTop: vars.space['2'] });
globalStyle(`${prose} > * + *`, { marginTop: vars.space['5'] });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize['2xl'], marginTop: vars.space['10'] });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.xl, marginTop: vars.space['8'] });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space['6'] });
globalStyle(`${prose} li + li`, { marginTop: vars.space['2'] });
globalStyle(`${prose} li::marker`, { color: vars.color.accent });
globalStyle(`${prose} blockquote`, {
  margin: 0,
  padding: `${vars.space['4']} ${vars.space['6']}`,
  borderLeft: `${vars.space['1']} solid ${vars.color.accent}`,
  background: vars.color.surface,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});
globalStyle(`${prose} img`, {
  width: '100%',
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});
globalStyle(`${prose} a:hover`, { color: vars.color.accentHover });
globalStyle(`${prose} code`, {
  fontFamily: vars.font.mono,
  background: vars.color.surfaceRaised,
  padding: `0 ${vars.space['1']}`,
  borderRadius: vars.radius.sm,
});
