import { SELECT_SCROLL_INTERVAL_MS, SELECT_TYPEAHEAD_RESET_MS } from '../facts';
import type { ElementProps } from '../internal/elementProps';
import { LazyIsland, preloadLazyIsland } from '../LazyIsland/LazyIsland';
import * as styles from './Field.css';
import { FieldFrame, type FieldBaseProps } from './FieldFrame';
import type { SelectSettings } from './selectProps';

/**
 * Props of {@link SelectField}: the shared field props, the select's settings (`items`,
 * `placeholder`, `typeaheadResetMs`, `scrollButtonIntervalMs`) and every other attribute of the
 * field's root `<div>`, `ref` included.
 */
export type SelectFieldProps = ElementProps<'div', FieldBaseProps & SelectSettings>;

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
 *
 * Takes `ref` and spreads the rest of its props onto the field's root `<div>` (the select's
 * trigger is Ark's, and loads later; packages/ui/README.md, "Composition").
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
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame
      {...rest}
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
