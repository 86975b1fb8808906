/**
 * The three packages (fixed content), their prices and the contact form's package options.
 * @see docs/requirements.md §3.2, §5, §9
 */

/** One package's facts; the site words its description and features. */
export interface PackageFacts {
  /** The package's name, e.g. `'Pro Engage'`. */
  readonly name: string;
  /** The price in US dollars, a whole number, e.g. `70`. */
  readonly priceUsd: number;
  /** `true` when the price is per month (`$70/m`), `false` for a single order (`$15`). */
  readonly monthly: boolean;
  /** Marked popular on its card (only Pro Engage). */
  readonly popular: boolean;
}

/**
 * The three packages, in the order the site shows them: Starter Spark $15, Pro Engage $70/m
 * (popular), Ultimate Growth $140/m.
 * @see docs/requirements.md §3.2, §9 (prices)
 */
export const PACKAGES = [
  { name: 'Starter Spark', priceUsd: 15, monthly: false, popular: false },
  { name: 'Pro Engage', priceUsd: 70, monthly: true, popular: true },
  { name: 'Ultimate Growth', priceUsd: 140, monthly: true, popular: false },
] as const satisfies readonly PackageFacts[];

/** The name of one of the {@link PACKAGES}. */
export type PackageName = (typeof PACKAGES)[number]['name'];

/** The contact form's last package option, for a visitor whom none of the three fits. */
export const CUSTOM_PACKAGE_OPTION = 'Need Custom Package';

/**
 * The contact form's package options, exactly as the requirements list them: the three
 * package names, then {@link CUSTOM_PACKAGE_OPTION}. `"ContactQueries".package_interest`
 * allows exactly these.
 * @see docs/requirements.md §5, §3.1
 */
export const PACKAGE_OPTIONS = [
  PACKAGES[0].name,
  PACKAGES[1].name,
  PACKAGES[2].name,
  CUSTOM_PACKAGE_OPTION,
] as const;

/** One of {@link PACKAGE_OPTIONS}. */
export type PackageOption = (typeof PACKAGE_OPTIONS)[number];

/** The suffix of a monthly price, as in `$70/m`. */
export const MONTHLY_PRICE_SUFFIX = '/m';

/**
 * A package's price as shown: the amount in dollars and, for a monthly package, the period.
 * @returns e.g. `{ price: '$70', period: '/m' }`, or `{ price: '$15', period: undefined }`.
 * @see docs/requirements.md §9 (prices $15, $70/m, $140/m)
 */
export function packagePrice(pkg: PackageFacts): { price: string; period: string | undefined } {
  return { price: `$${pkg.priceUsd}`, period: pkg.monthly ? MONTHLY_PRICE_SUFFIX : undefined };
}

/** @returns the price in one string, e.g. `'$70/m'` or `'$15'`. @see docs/requirements.md §9 */
export function packagePriceLabel(pkg: PackageFacts): string {
  const { price, period } = packagePrice(pkg);
  return `${price}${period ?? ''}`;
}
