import { useFieldContext } from '@ark-ui/react/field';
import { createListCollection, Select, type ListCollection } from '@ark-ui/react/select';
import { SELECT_SCROLL_INTERVAL_MS, SELECT_TYPEAHEAD_RESET_MS } from '../facts';
import { useKeptTaps } from '../KeptTaps';
import { useMemo, useState } from 'react';
import type { SelectOption } from '../forms/options';
import { ChevronIcon } from '../internal/icons';
import * as styles from './Field.css';
import { FieldFrame, LabelText, labelClassName, type FieldBaseProps } from './FieldFrame';
import { SelectScrollButton, useScrollEnds } from './SelectScrollButton';

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

/**
 * Makes a collection's typeahead forget the typed keys after `timeoutMs` instead of Ark's 350 ms,
 * through the `timeout` search option of Zag's collections.
 */
function withTypeaheadReset<T>(collection: ListCollection<T>, timeoutMs: number): ListCollection<T> {
  const search = collection.search;
  collection.search = (query, options) => search(query, { ...options, timeout: timeoutMs });
  return collection;
}

const toOption = (item: SelectOption | string): SelectOption =>
  typeof item === 'string' ? { value: item, label: item } : item;

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
 * @see docs/requirements.md §5, §9
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
  const collection = useMemo(
    () => withTypeaheadReset(createListCollection({ items: items.map(toOption) }), typeaheadResetMs),
    [items, typeaheadResetMs],
  );
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const ends = useScrollEnds(list);
  // A tap on the trigger before the app has started is kept and opens the list once it has.
  const keptTaps = useKeptTaps<HTMLDivElement>();
  return (
    <FieldFrame
      {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}
      ownLabel
    >
      <Select.Root
        {...keptTaps}
        className={styles.root}
        collection={collection}
        name={name}
        value={value ? [value] : []}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        positioning={{ strategy: 'fixed', sameWidth: true, fitViewport: true }}
        lazyMount
        unmountOnExit
      >
        <Select.Label className={labelClassName(hideLabel)}>
          <LabelText label={label} required={required} />
        </Select.Label>
        <Select.Control>
          <DescribedTrigger placeholder={placeholder} />
        </Select.Control>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content} ref={setList}>
            {list && ends.up ? <SelectScrollButton direction="up" list={list} intervalMs={scrollButtonIntervalMs} /> : null}
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={styles.item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
            {list && ends.down ? <SelectScrollButton direction="down" list={list} intervalMs={scrollButtonIntervalMs} /> : null}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
    </FieldFrame>
  );
}

/**
 * The select's trigger (the `combobox` a visitor focuses), described by its field's helper text
 * and, while invalid, its error text (`aria-describedby`, and `aria-errormessage` as Ark's `Field`
 * gives an `<input>`). Ark's `Select` takes the field's label and state but not its texts, so a
 * screen reader would never hear why the choice was refused (WCAG 2.2 1.3.1, 3.3.1;
 * docs/accessibility.md). Rendered inside the field, whose context it reads.
 */
function DescribedTrigger({ placeholder }: { placeholder: string }) {
  const control = useFieldContext().getInputProps();
  const helper = control['aria-describedby'];
  const error = control['aria-errormessage'];
  return (
    <Select.Trigger
      className={styles.trigger}
      aria-describedby={[helper, error].filter(Boolean).join(' ') || undefined}
      aria-errormessage={error}
    >
      <Select.ValueText placeholder={placeholder} />
      <Select.Indicator className={styles.indicator}>
        <ChevronIcon direction="down" className={styles.icon} />
      </Select.Indicator>
    </Select.Trigger>
  );
}
