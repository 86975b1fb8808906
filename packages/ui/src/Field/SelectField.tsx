import { SELECT_SCROLL_INTERVAL_MS, SELECT_TYPEAHEAD_RESET_MS } from '../facts';
import { LazyIsland, preloadLazyIsland } from '../LazyIsland/LazyIsland';
import type { SelectOption } from '../forms/options';
import * as styles from './Field.css';
import { FieldFrame, type FieldBaseProps } from './FieldFrame';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FieldBaseProps {
  /** The choices: `{ value, label }` objects, or strings used as both. */
  items: readonly (SelectOption | string)[];
  /** Text shown while nothing is chosen. Default `'Select an option'`. */
  placeholder?: string;
  /**
   * Milliseconds after the last typed key before typeahead starts a new search: "1" then "2"
   * within this time finds "12:00 - 13:00"; a "2" after it finds "20:00 - 21:00". Default
   * {@link SELECT_TYPEAHEAD_RESET_MS} (1000, docs/requirements.md §9).
   */
  typeaheadResetMs?: number;
  /**
   * Milliseconds between two steps of the open list's scroll buttons while the pointer rests on
   * one. Default {@link SELECT_SCROLL_INTERVAL_MS} (50, docs/requirements.md §9).
   */
  scrollButtonIntervalMs?: number;
}

/** Ark's select, a chunk of its own (see {@link SelectField}). */
const loadSelectControl = () => import('./SelectControl');

/**
 * Loads the selects' code (Ark select, ≈ 20 KB brotli with its positioning) now, so that a
 * `SelectField` mounted or hydrated afterwards renders its select at once instead of keeping its
 * prerendered HTML until it nears the viewport (see `preloadLazyIsland`). For a page whose
 * form is what the page is for (called as the page's module evaluates, in the browser only; its
 * visitors all pay for the chunk), and for stories and tests.
 * @returns a promise that resolves once the code is loaded; rejects if the chunk fails to load.
 * @see docs/architecture.md "The first view"
 */
export const preloadSelectControl = (): Promise<void> => preloadLazyIsland(loadSelectControl);

/**
 * A labelled single-choice select on Ark `Select` inside Ark `Field`: a `combobox` button
 * opening a `listbox`, keyboard operable (arrows, Home/End, Enter/Space, Escape) with typeahead,
 * plus a hidden native `<select name>` for forms. Controlled: `value` (`''` = none) +
 * `onValueChange(value: string)`.
 *
 * The list is rendered inline (not portalled) with fixed positioning so it works inside modal
 * dialogs' focus traps. The timings of docs/requirements.md §9: typeahead forgets the typed keys 1000 ms after
 * the last one (`typeaheadResetMs`), and while options are hidden above or below, a scroll
 * button at that end moves the list by one option every 50 ms while the pointer rests on it
 * (`scrollButtonIntervalMs`).
 *
 * The page's HTML holds the whole select; its code (Ark `Select`, in `SelectControl`) loads when
 * the field comes within half a viewport of the screen ({@link LazyIsland}), so a select in a
 * closed dialog costs no JavaScript until the dialog opens. A tap on the trigger before then is
 * kept and replayed, and focus stays on it.
 * @see docs/requirements.md §5, §9; docs/architecture.md "The first view"
 */
export function SelectField({
  label,
  name,
  value,
  onValueChange,
  required,
  invalid,
  errorText,
  helperText,
  hideLabel,
  disabled,
  className,
  items,
  placeholder = 'Select an option',
  typeaheadResetMs = SELECT_TYPEAHEAD_RESET_MS,
  scrollButtonIntervalMs = SELECT_SCROLL_INTERVAL_MS,
}: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}
      ownLabel
    >
      <LazyIsland
        className={styles.selectIsland}
        load={loadSelectControl}
        props={{ label, name, value, onValueChange, required, hideLabel, items, placeholder, typeaheadResetMs, scrollButtonIntervalMs }}
      />
    </FieldFrame>
  );
}
