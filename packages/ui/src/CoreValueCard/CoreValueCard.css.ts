import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  textAlign: 'center',
  alignItems: 'center',
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
});

export const body = style({ alignItems: 'center' });
