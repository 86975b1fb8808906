import type { SelectOption } from '../forms/options';
import type { FieldBaseProps } from './FieldFrame';

/**
 * What a select offers and how its list behaves: the part of its props that both the field
 * (`SelectField`) and its lazily loaded select (`SelectControl`) read.
 */
export interface SelectSettings {
  /** The choices: `{ value, label }` objects, or strings used as both. */
  items: readonly (SelectOption | string)[];
  /** Text shown while nothing is chosen. Default `'Select an option'`. */
  placeholder?: string;
  /**
   * Milliseconds after the last typed key before typeahead starts a new search: "1" then "2"
   * within this time finds "12:00 - 13:00"; a "2" after it finds "20:00 - 21:00". Default
   * `SELECT_TYPEAHEAD_RESET_MS` (1000, docs/requirements.md §9).
   */
  typeaheadResetMs?: number;
  /**
   * Milliseconds between two steps of the open list's scroll buttons while the pointer rests on
   * one. Default `SELECT_SCROLL_INTERVAL_MS` (50, docs/requirements.md §9).
   */
  scrollButtonIntervalMs?: number;
}

/** Props of `SelectControl`: the select's own props (defaults filled in), without the field's frame. */
export type SelectControlProps = Pick<FieldBaseProps, 'label' | 'name' | 'value' | 'onValueChange' | 'required' | 'hideLabel'> &
  Required<SelectSettings>;
