import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The honeypot's wrapper: out of the layout (absolute, so it takes no grid cell or gap), a
 * single clipped pixel, transparent and unclickable; bots reading the DOM still see a field.
 */
export const root = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  opacity: 0,
  pointerEvents: 'none',
});
