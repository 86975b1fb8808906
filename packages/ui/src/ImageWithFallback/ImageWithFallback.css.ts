import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
});

export const placeholder = style({ objectFit: 'fill' });
