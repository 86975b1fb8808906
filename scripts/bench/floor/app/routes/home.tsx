import { useState } from 'react';
import { useKeptTaps } from '../../../../../packages/ui/src/KeptTaps/useKeptTaps';

/**
 * The smallest page React Router can hydrate with one button that needs the app: a tap made
 * before the app runs is kept (as on the site's carousels, tabs, selects and submits) and acted
 * on once the button has hydrated, when 'Tapped' shows. The bench's taps part times it beside
 * the site's controls (`scripts/bench/pages.mjs` FLOOR_CONTROL).
 */
export default function Home() {
  const [tapped, setTapped] = useState(false);
  const keep = useKeptTaps<HTMLDivElement>();
  return (
    <main>
      <h1>React Router floor</h1>
      <div {...keep}>
        <button type="button" onClick={() => setTapped(true)}>
          Tap me
        </button>
        {tapped && <p>Tapped</p>}
      </div>
    </main>
  );
}
