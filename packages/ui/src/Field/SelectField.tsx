import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo } from 'react';
import type { SelectOption } from '../forms/options';
import * as styles from './Field.css';
import { FieldFrame, LabelText, labelClassName, type FieldBaseProps } from './FieldFrame';

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FieldBaseProps {
  /** The choices: `{ value, label }` objects, or strings used as both. */
  items: readonly (SelectOption | string)[];
  /** Text shown while nothing is chosen. Default `'Select an option'`. */
  placeholder?: string;
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
 * dialogs' focus traps. Differences from the Radix defaults named in spec §9: Ark's typeahead
 * buffer resets after 350 ms (not 1000 ms, not configurable), and Ark has no scroll-up/down
 * buttons (the list scrolls natively), so the 50 ms scroll-button interval does not apply.
 * @see spec §5, §9
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
}: SelectFieldProps) {
  const collection = useMemo(() => createListCollection({ items: items.map(toOption) }), [items]);
  return (
    <FieldFrame
      {...{ label, required, invalid, errorText, helperText, hideLabel, disabled, className }}
      ownLabel
    >
      <Select.Root
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
          <Select.Trigger className={styles.trigger}>
            <Select.ValueText placeholder={placeholder} />
            <Select.Indicator className={styles.indicator}>
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
              </svg>
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content}>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item} className={styles.item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
    </FieldFrame>
  );
}
