/**
 * @agency/domain — the product's facts: portfolio categories, packages and prices, the lead
 * fields' limits, the business timings and limits. Plain typed data with no dependencies,
 * defined once and imported by @agency/ui, @agency/data, the site and the tests.
 * @see docs/requirements.md §3, §5, §9
 */
export * from './content';
export * from './leads';
export * from './leadSource';
export * from './packages';
export * from './portfolio';
export * from './timings';
