/**
 * Self-hosted fonts (fontsource, `font-display: swap`): Inter for text, Archivo Black for
 * display headings. Import once in the app entry (the package's CSS bundle includes them).
 * `fonts.css` comes last: its trimmed Inter takes over the common Latin characters.
 * @see the root README.md, "Prerendering and performance" (the fonts of the first view are preloaded and trimmed)
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource/archivo-black/400.css';
import './fonts.css';
