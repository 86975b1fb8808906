import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Button look: `variant` (primary | secondary | ghost | danger) × `size` (sm | md | lg). */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid transparent`,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.snug,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover:not(:disabled)': { transform: `translateY(calc(-1 * ${vars.size.liftSmall}))` },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
      danger: { background: vars.color.danger, color: vars.color.accentText },
    },
    size: {
      sm: { padding: `${vars.space['2']} ${vars.space['4']}`, fontSize: vars.fontSize.sm },
      md: { padding: `${vars.space['3']} ${vars.space['6']}`, fontSize: vars.fontSize.md },
      lg: { padding: `${vars.space['4']} ${vars.space['8']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

/** The options of {@link button}: `variant`, `size` and `fullWidth`. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
