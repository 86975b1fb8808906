import { useFieldContext } from '@ark-ui/react/field';
import { createListCollection, Select, useSelectContext, type ListCollection } from '@ark-ui/react/select';
import { useKeptTaps } from '../KeptTaps';
import { useMemo, useState } from 'react';
import type { SelectOption } from '../forms/options';
import { ChevronIcon } from '../internal/icons';
import * as styles from './Field.css';
import { LabelText, labelClassName } from './FieldFrame';
import type { SelectControlProps } from './selectProps';
import { SelectScrollButton, useScrollEnds } from './SelectScrollButton';

/**
 * Makes a collection's typeahead forget the typed keys after `timeoutMs` instead of Ark's 350 ms,
 * through the `timeout` search option of Zag's collections.
 */
function withTypeaheadReset<T>(collection: ListCollection<T>, timeoutMs: number): ListCollection<T> {
  const search = collection.search;
  collection.search = (query, options) => search(query, { ...options, timeout: timeoutMs });
  return collection;
}

/** A collection item: `label` is what Ark names, finds and shows (with the detail); `main` and `detail` are drawn apart. */
interface ControlOption {
  value: string;
  label: string;
  main: string;
  detail?: string;
}

const toOption = (item: SelectOption | string): ControlOption =>
  typeof item === 'string'
    ? { value: item, label: item, main: item }
    : { value: item.value, label: item.detail ? `${item.label} ${item.detail}` : item.label, main: item.label, detail: item.detail };

/** An option's text: its label, then its detail kept together (wrapping as one piece). */
function OptionText({ option }: { option: ControlOption }) {
  return (
    <>
      {option.main}
      {option.detail ? (
        <>
          {' '}
          <span className={styles.detail}>{option.detail}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The Ark `Select` of a `SelectField` (its label, trigger, list and hidden native
 * `<select>`), rendered inside the field's `FieldFrame`. A module of its own so that a page
 * loads Ark's select, its collection and positioning code only when a select nears the viewport
 * (`LazyIsland`): a lead dialog's selects, while the dialog is closed, need none of it.
 * @see docs/requirements.md §5, §9
 */
export default function SelectControl({
  label,
  name,
  value,
  onValueChange,
  required,
  hideLabel,
  items,
  placeholder,
  typeaheadResetMs,
  scrollButtonIntervalMs,
}: SelectControlProps) {
  const collection = useMemo(
    () => withTypeaheadReset(createListCollection({ items: items.map(toOption) }), typeaheadResetMs),
    [items, typeaheadResetMs],
  );
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const ends = useScrollEnds(list);
  // A tap on the trigger before the app has started is kept and opens the list once it has.
  const keptTaps = useKeptTaps<HTMLDivElement>();
  return (
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
              <Select.ItemText>
                <OptionText option={item} />
              </Select.ItemText>
              <Select.ItemIndicator>✓</Select.ItemIndicator>
            </Select.Item>
          ))}
          {list && ends.down ? <SelectScrollButton direction="down" list={list} intervalMs={scrollButtonIntervalMs} /> : null}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
    </Select.Root>
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
  const [chosen] = useSelectContext().selectedItems as ControlOption[];
  const helper = control['aria-describedby'];
  const error = control['aria-errormessage'];
  return (
    <Select.Trigger
      className={styles.trigger}
      aria-describedby={[helper, error].filter(Boolean).join(' ') || undefined}
      aria-errormessage={error}
    >
      <Select.ValueText placeholder={placeholder}>{chosen ? <OptionText option={chosen} /> : undefined}</Select.ValueText>
      <Select.Indicator className={styles.indicator}>
        <ChevronIcon direction="down" className={styles.icon} />
      </Select.Indicator>
    </Select.Trigger>
  );
}
