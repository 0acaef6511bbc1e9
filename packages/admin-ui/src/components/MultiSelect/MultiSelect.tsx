import { useEffect, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { CheckIcon } from '../../utils/CheckIcon';
import { normalizeForSearch } from '../../utils/normalizeForSearch';
import { useAnnouncer } from '../../utils/useAnnouncer';
import { mergeRefs } from '../../utils/mergeRefs';
import { describedBy as describe, useFieldIds } from '../../internal/field';
import { FieldFrame as Field } from '../../internal/field';
import {
  Chip,
  ChipList,
  ChipRemove,
  LiveRegion,
  NoOptions,
  OptionList,
  Popup,
  SelectAnchor,
  SelectControl,
  SelectInput,
} from './MultiSelect.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'children' | 'id'> {
  /** The visible label of the text input, e.g. "Applicable fees". */
  label: string;
  /** The choices, in order: `{ value, label }`. */
  options: readonly MultiSelectOption[];
  /** The selected values (controlled). */
  value: readonly string[];
  /** The new selected values, in the order of `options` (values not among the options are kept, at the end). */
  onChange: (values: string[]) => void;
  /** Shown in the empty input while nothing is selected. */
  placeholder?: string;
  /** Help under the label, read with the input. */
  hint?: ReactNode;
  /** Marks the input invalid, is shown under it and is announced politely. */
  error?: ReactNode;
  /** At least one choice is needed: marks the field required. */
  required?: boolean;
  /** Shows the choices but allows no change. */
  disabled?: boolean;
  /** Shown when the typed text matches no option. Default "No options". */
  noOptionsText?: string;
  /** The text input's id (the label points at it); the list's and options' ids derive from it. Default: generated. */
  id?: string;
  /** Take the container's full width, or size to the content. Default true. */
  fullWidth?: boolean;
  /** The text input (role combobox), to focus it after a failed save, for example. */
  ref?: Ref<HTMLInputElement>;
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Picks several options out of a list by typing: the fees a discount applies to, say. An
 * ARIA 1.2 combobox (an input with `role="combobox"`) driving a multi-selectable listbox,
 * with the selection shown as chips.
 *
 * Typing filters (case- and diacritic-insensitive); ArrowDown/ArrowUp move through the options;
 * Enter toggles the highlighted one and the list stays open; Escape closes the list, a second
 * Escape clears the text; Backspace in the empty input removes the last chip; each chip has a
 * "Remove {label}" button. Changes are announced politely.
 * `id` and `ref` go to the text input (role combobox), which the label names; a caller's `aria-describedby`
 * describes it, before the hint.
 *
 * ```tsx
 * <MultiSelect
 *   label="Applicable fees"
 *   options={fees.map((f) => ({ value: String(f.id), label: f.name_alias }))}
 *   value={feeIds}
 *   onChange={setFeeIds}
 * />
 * ```
 */
export function MultiSelect(props: MultiSelectProps) {
  const m = useAdminLocale().messages;
  const {
    label,
    options,
    value,
    onChange,
    placeholder,
    hint,
    error,
    required = false,
    disabled = false,
    noOptionsText = m.noOptions,
    id,
    fullWidth = true,
    ref,
    'aria-describedby': ownDescribedBy,
    ...rest
  } = props;
  const field = useFieldIds({ id, hint, error, required, disabled });
  const inputId = field.controlId;
  const labelId = field.labelId;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const listRef = useRef<HTMLUListElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [announcement, announce] = useAnnouncer();

  const search = useMemo(() => options.map((o) => normalizeForSearch(o.label)), [options]);
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const selected = useMemo(() => new Set(value), [value]);
  // Indexes into `options` of the options matching the text.
  const shown = useMemo(() => {
    const q = normalizeForSearch(query);
    const all = options.map((_, i) => i);
    return q ? all.filter((i) => search[i]!.includes(q)) : all;
  }, [options, search, query]);
  const activeIndex = open && active >= 0 && active < shown.length ? active : -1;

  // Keep the highlighted option in view as the arrows move through a long list.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const commit = (next: ReadonlySet<string>) => {
    const ordered = options.filter((o) => next.has(o.value)).map((o) => o.value);
    const unknown = value.filter((v, i) => next.has(v) && !labels.has(v) && value.indexOf(v) === i);
    onChange([...ordered, ...unknown]);
  };

  const toggle = (optionIndex: number) => {
    if (disabled) return;
    const option = options[optionIndex]!;
    const next = new Set(selected);
    if (next.delete(option.value)) announce(m.optionRemoved(option.label));
    else {
      next.add(option.value);
      announce(m.optionSelected(option.label));
    }
    commit(next);
  };

  const remove = (optionValue: string) => {
    if (disabled) return;
    const next = new Set(selected);
    next.delete(optionValue);
    announce(m.optionRemoved(String(labels.get(optionValue) ?? optionValue)));
    commit(next);
  };

  // A chip's button goes with its chip: hand focus to the next chip's button, else the previous
  // one's, else the input, so a keyboard user is not dropped on the page body.
  const removeChip = (index: number) => {
    const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const target = buttons?.[index + 1] ?? buttons?.[index - 1] ?? inputRef.current;
    target?.focus();
    remove(value[index]!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = shown.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else setActive(Math.min(activeIndex + 1, n - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(!open || activeIndex < 0 ? n - 1 : Math.max(activeIndex - 1, 0));
        return;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (activeIndex >= 0) toggle(shown[activeIndex]!);
        return;
      case 'Escape':
        if (open) setOpen(false);
        else if (query) setQuery('');
        else return;
        // Handled here: a dialog around the field must not close as well.
        event.preventDefault();
        event.stopPropagation();
        return;
      case 'Backspace':
        if (query === '' && value.length > 0) {
          event.preventDefault();
          remove(value[value.length - 1]!);
        }
        return;
      default:
    }
  };

  return (
    <Field {...rest} id={inputId} label={label} hint={hint} error={error} required={required} disabled={disabled} fullWidth={fullWidth}>
      <SelectAnchor>
        {/* Clicks on the box (not on a chip button) go to the input and keep its focus. */}
        <SelectControl
          data-open={open ? 'true' : undefined}
          data-invalid={error ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
          onMouseDown={(event) => {
            if (disabled || (event.target as Element).closest('button')) return;
            if (event.target === inputRef.current) {
              setOpen((wasOpen) => !wasOpen);
              return;
            }
            event.preventDefault();
            inputRef.current?.focus();
            setOpen(true);
          }}
        >
          {value.length > 0 && (
            <ChipList ref={chipsRef} aria-label={m.selectedList(label)}>
              {value.map((v, index) => {
                const text = labels.get(v) ?? v;
                return (
                  <Chip key={v}>
                    <bdi>{text}</bdi>
                    <ChipRemove type="button" aria-label={m.removeItem(text)} disabled={disabled} onClick={() => removeChip(index)}>
                      <RemoveIcon />
                    </ChipRemove>
                  </Chip>
                );
              })}
            </ChipList>
          )}
          <SelectInput
            ref={mergedRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(shown[activeIndex]!) : undefined}
            aria-describedby={describe(field, ownDescribedBy)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            value={query}
            placeholder={value.length ? undefined : placeholder}
            disabled={disabled}
            // Empty, the page's direction (the placeholder and the caret beside the chips); typed, the text's own.
            dir={query ? 'auto' : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              setOpen(true);
              setActive(text ? 0 : -1);
              if (text && !search.some((s) => s.includes(normalizeForSearch(text)))) announce(noOptionsText);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ChevronIcon />
        </SelectControl>
        {/* Mouse down in the list must not take the focus from the input. */}
        <Popup hidden={!open} onMouseDown={(event) => event.preventDefault()}>
          <OptionList ref={listRef} id={listId} role="listbox" aria-multiselectable="true" aria-labelledby={labelId}>
            {shown.map((optionIndex, position) => {
              const option = options[optionIndex]!;
              return (
                // Keyboard use goes through the combobox input (aria-activedescendant), as in the APG pattern.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.value}
                  id={optionId(optionIndex)}
                  role="option"
                  aria-selected={selected.has(option.value)}
                  data-active={position === activeIndex ? 'true' : undefined}
                  onClick={() => {
                    setActive(position);
                    toggle(optionIndex);
                  }}
                >
                  <span data-part="check" aria-hidden="true">
                    <CheckIcon />
                  </span>
                  <bdi>{option.label}</bdi>
                </li>
              );
            })}
          </OptionList>
          {shown.length === 0 && <NoOptions>{noOptionsText}</NoOptions>}
        </Popup>
      </SelectAnchor>
      <LiveRegion role="status">{announcement}</LiveRegion>
    </Field>
  );
}
