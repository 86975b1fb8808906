import { StatCounter } from '@agency/ui';
import { business } from '../config/business';

/**
 * The five achievement counters of docs/requirements.md §1 / §9, without their grid: the part
 * {@link StatsGrid} loads when it nears the viewport (a chunk of its own).
 */
export default function StatsCounters() {
  return business.stats.map((stat) => <StatCounter key={stat.label} {...stat} />);
}
