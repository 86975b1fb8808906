import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Hides content visually while keeping it for screen readers (the classic "sr-only"). */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
