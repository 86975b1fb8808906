import { engineConfig } from './e2e/engines/config';

/** The WebKit suite (`npm test -- e2e-webkit`): WebKitGTK's MiniBrowser over WebKitWebDriver under Xvfb. docs/browsers.md */
export default engineConfig('webkit');
