import { StatCounter } from '@agency/ui';
import { business } from '../config/business';
import * as styles from './StatsGrid.css';

/** The five achievement counters of docs/requirements.md §1 / §9 (home and about pages). */
export function StatsGrid() {
  return (
    <div className={styles.stats}>
      {business.stats.map((stat) => (
        <StatCounter key={stat.label} {...stat} />
      ))}
    </div>
  );
}
