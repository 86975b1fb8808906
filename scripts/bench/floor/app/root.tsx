import type { ReactNode } from 'react';
import { Links, Outlet, Scripts } from 'react-router';
import { KEPT_TAPS_SCRIPT } from '../../../../packages/ui/src/KeptTaps/keptTapsScript';
import './floor.css';

/**
 * The floor's document, as the site's (`apps/site/src/root.tsx`) without its content: the
 * kept-taps script first in `<head>` (the site keeps the taps on its controls that need the app
 * with it), then the stylesheet, then React Router's scripts.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="UTF-8" />
        <script dangerouslySetInnerHTML={{ __html: KEPT_TAPS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <title>React Router floor</title>
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
