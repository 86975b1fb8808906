import { LazyIsland } from '@agency/ui';
import * as styles from './StatsGrid.css';

/** The counters' code, a chunk of its own: needed only once the grid nears the viewport. */
const loadCounters = () => import('./StatsGrid.counters');

/**
 * The five achievement counters of docs/requirements.md §1 / §9 (home and about pages). The
 * page's HTML holds them in full; their code loads when the grid comes within half a viewport
 * of the screen ({@link LazyIsland}), which on both pages is well below the first view.
 * @see docs/architecture.md "The first view"
 */
export function StatsGrid() {
  return <LazyIsland className={styles.stats} load={loadCounters} props={{}} />;
}
