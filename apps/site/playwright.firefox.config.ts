import { engineConfig } from './e2e/engines/config';

/** The Firefox suite (`npm test -- e2e-firefox`): Debian's firefox-esr through Playwright's `moz-firefox` channel. docs/browsers.md */
export default engineConfig('firefox');
