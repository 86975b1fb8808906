/** The theme: global styles, the theme values on `:root`, self-hosted fonts and the tokens. */
import './global.css';
import './fonts';

export * from './public';
