import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [media.tablet]: { paddingInline: vars.space['6'] },
      [media.desktop]: { paddingInline: vars.space['8'] },
    },
  },
  variants: {
    width: {
      content: { maxWidth: vars.size.contentMax },
      prose: { maxWidth: `calc(${vars.size.proseMax} + 2 * ${vars.space['8']})` },
    },
  },
  defaultVariants: { width: 'content' },
});

export const section = recipe({
  base: {
    paddingBlock: vars.space['12'],
    scrollMarginTop: vars.size.headerHeight,
    '@media': { [media.desktop]: { paddingBlock: vars.space['20'] } },
  },
  variants: {
    tone: {
      default: {},
      raised: {
        background: vars.color.surface,
        borderBlock: `${vars.size.hairline} solid ${vars.color.border}`,
      },
      accent: {
        background: `radial-gradient(120% 80% at 50% 0%, ${vars.color.accentSoft}, transparent 70%), ${vars.color.surface}`,
        borderBlock: `${vars.size.hairline} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const heading = recipe({
  base: {
    display: 'grid',
    gap: vars.space['3'],
    marginBottom: vars.space['8'],
    '@media': { [media.desktop]: { marginBottom: vars.space['12'] } },
  },
  variants: {
    align: {
      left: { justifyItems: 'start', textAlign: 'left' },
      center: { justifyItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
  },
  defaultVariants: { align: 'left' },
});

export const eyebrow = style({
  display: 'inline-block',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});

export const title = recipe({
  // A long word ("Transformations") at 4xl is wider than a 320 px screen: hyphenate where the
  // browser can, else break it, never scroll sideways (WCAG 1.4.10 reflow).
  base: { color: vars.color.text, textWrap: 'balance', maxWidth: '22ch', overflowWrap: 'anywhere', hyphens: 'auto' },
  variants: {
    level: {
      2: { fontSize: vars.fontSize['4xl'] },
      3: { fontSize: vars.fontSize['2xl'] },
    },
  },
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  maxWidth: vars.size.proseMax,
  textWrap: 'pretty',
});
