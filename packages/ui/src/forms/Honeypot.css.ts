import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../internal/visuallyHidden.css';

/**
 * The honeypot's wrapper: visually hidden (out of the layout, so it takes no grid cell or gap,
 * a single clipped pixel), and also transparent and unclickable; bots reading the DOM still see
 * a field.
 */
export const root = style([visuallyHidden, { opacity: 0, pointerEvents: 'none' }]);
