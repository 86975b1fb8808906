import './global.css';

export { vars } from './contract.css';
export { tokens, media } from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
