import { StatCounter } from '@agency/ui';
import { business } from '../config/business';
import * as styles from './StatsGrid.css';

/** The five achievement counters of docs/requirements.md §1 / §9 (home and about pages). */
export function StatsGrid() {
  return (
    <div className={styles.stats}>
      {Object.entries(business.stats).map(([name, stat]) => (
        <StatCounter key={name} {...stat} />
      ))}
    </div>
  );
}
