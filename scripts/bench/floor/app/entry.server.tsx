/** The site's own prerendering entry (the whole page rendered before it is written), so the floor is rendered as the site is. */
export { default, streamTimeout } from '../../../../apps/site/src/entry.server';
