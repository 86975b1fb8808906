import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const placeholder = style({ objectFit: 'fill' });

/**
 * The `<picture>` around an image with other formats: no box, the `<img>` lays out alone (a
 * flex or grid item of the picture's parent, as it would be without it).
 */
export const picture = style({ display: 'contents' });

// A `<source>` has no `display: none` of its own: inside a box-less `<picture>` it would become
// an empty flex or grid item of the parent and take a cell.
globalStyle(`${picture} > source`, { display: 'none' });
