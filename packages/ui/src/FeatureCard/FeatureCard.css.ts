import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The card's look per variant: a benefit lifts on hover; a core value is centred on a soft gradient. */
export const root = styleVariants({
  benefit: {
    transition: `border-color ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong, transform: `translateY(calc(-1 * ${vars.size.lift}))` },
    },
  },
  value: {
    textAlign: 'center',
    alignItems: 'center',
    background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  },
});

/** The body of a centred card: its icon tile, title and text centred too. */
export const centredBody = style({ alignItems: 'center' });
