import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
