import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';

export interface AddRemoveListOption {
  value: string;
  label: string;
  /** A second line under the chosen item (and the option's tooltip in the menu). */
  description?: string;
}

export interface AddRemoveListProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'children' | 'defaultValue' | 'id'
> {
  /** The fieldset's legend and the menu's accessible name, e.g. "Eligible Payers". The "+" button is "Add {label}". */
  label: string;
  /** What can be added, in order: `{ value, label }`. */
  options: readonly AddRemoveListOption[];
  /** The chosen values (controlled), in the order they were added. */
  value: readonly string[];
  /** The new chosen values: an added one goes last; values not among the options are kept. */
  onChange: (values: string[]) => void;
  /** Help under the legend, read with the menu. */
  hint?: ReactNode;
  /** Marks the menu invalid, is shown under the list and is announced politely. */
  error?: ReactNode;
  /** Shows the list but allows no addition or removal. */
  disabled?: boolean;
  /** Shown instead of the list while nothing is chosen. Default "None chosen". */
  emptyText?: string;
  /** The menu's only (disabled) entry when every option is chosen or there are none. Default "No more options". */
  noOptionsText?: string;
  /** At least one item is needed: shows a mark after the legend and sets `aria-required` on the menu. Default false. */
  required?: boolean;
  /** The menu's id; the hint's and error's ids derive from it. Default: generated. */
  id?: string;
  /** Take the container's full width, or size to the content. Default true. */
  fullWidth?: boolean;
  /** The menu (`<select>`), to focus the field after a failed save, for example. */
  ref?: Ref<HTMLSelectElement>;
}
