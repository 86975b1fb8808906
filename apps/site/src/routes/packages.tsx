import { PackagesPage } from '../pages/PackagesPage';

/** `/packages`: the three packages and the FAQ (fixed content, no data). @see spec §2 */
export default function Route() {
  return <PackagesPage />;
}
