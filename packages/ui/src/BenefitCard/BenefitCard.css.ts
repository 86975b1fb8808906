import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  transition: `border-color ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, transform: `translateY(calc(-1 * ${vars.size.lift}))` },
  },
});
