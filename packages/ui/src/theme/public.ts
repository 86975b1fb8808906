/**
 * The theme's values without global side effects: the `vars` contract, raw `tokens`, `media`
 * queries and `sprinkles`. This is what `@agency/ui/theme` resolves to, for the `.css.ts`
 * files of apps that style their own parts with the library's tokens.
 */
export { vars } from './contract.css';
export { tokens, media } from './tokens';
export { sprinkles, type Sprinkles } from './sprinkles.css';
