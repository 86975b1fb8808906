import { Tabs } from '@ark-ui/react/tabs';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { useKeptTaps } from '../KeptTaps';
import * as styles from './CategoryFilter.css';
import { SCRIPT_ONLY } from '../internal/scripting';

/** What {@link CategoryFilter} itself reads. */
interface CategoryFilterOwnProps {
  /** The categories, in order (the site passes the 13 of docs/requirements.md §3, 'All' first). */
  categories: readonly string[];
  /** The selected category. */
  value: string;
  /** Called with the newly selected category (click, or arrow keys which select as they move). */
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. Default `'Filter by category'`. */
  label?: string;
  /**
   * The filtered content (e.g. the thumbnail grid), rendered as the selected tab's `tabpanel`.
   * Without it the tabs control no panel and carry no `aria-controls`.
   */
  children?: ReactNode;
  /** Extra class for the root element (Ark `Tabs.Root`). */
  className?: string;
  /** Not taken: the filter is controlled (`value`). */
  defaultValue?: never;
}

/** Props of {@link CategoryFilter}: its own and every other `<div>` attribute, `ref` included. */
export type CategoryFilterProps = ElementProps<'div', CategoryFilterOwnProps>;

/**
 * The portfolio's category filter on Ark `Tabs`: a `tablist` of `tab`s (`aria-selected` on the
 * chosen one), arrow keys / Home / End move and select (automatic activation, looping), click
 * selects. Controlled by `value` + `onValueChange`. One horizontally scrolling row on phones,
 * wrapped and centred from tablet width. Takes `ref` and spreads the rest of its props onto its
 * root `<div>` (Ark's `Tabs.Root`; packages/ui/README.md, "Composition").
 * @see docs/requirements.md §2 Portfolio, §3 (categories)
 */
export function CategoryFilter({
  categories,
  value,
  onValueChange,
  label = 'Filter by category',
  children,
  className,
  ref,
  ...rest
}: CategoryFilterProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const hasPanel = children !== undefined && children !== null;
  // A tab tapped before the app has started is kept and selected once it has.
  const keptTaps = useKeptTaps<HTMLDivElement>();
  const rootRef = useComposedRefs(keptTaps.ref, ref);

  // Ark points the selected tab at its panel; with no panel rendered, drop the dangling reference.
  useLayoutEffect(() => {
    if (hasPanel) return;
    listRef.current?.querySelectorAll('[role=tab][aria-controls]').forEach((tab) => tab.removeAttribute('aria-controls'));
  }, [hasPanel, value]);

  return (
    <Tabs.Root
      {...rest}
      {...keptTaps}
      ref={rootRef}
      className={cx(styles.root, className)}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      activationMode="automatic"
      loopFocus
    >
      <Tabs.List {...SCRIPT_ONLY} ref={listRef} className={styles.list} aria-label={label}>
        {categories.map((category) => (
          <Tabs.Trigger key={category} value={category} className={styles.tab}>
            {category}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {hasPanel ? (
        <Tabs.Content value={value} className={styles.panel}>
          {children}
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}
