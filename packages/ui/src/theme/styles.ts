/**
 * The library's global styles as a side-effect import for apps that compile the library from
 * source (`import '@agency/ui/global-styles'`): the theme values on `:root`, global element
 * styles and the self-hosted fonts. Consumers of the built package import
 * `@agency/ui/styles.css` instead, which contains the same and every component's styles.
 */
import './global.css';
import './fonts';
