import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { FieldErrorMessage, FieldHint, RequiredMark, describedBy as describe, useFieldIds } from '../../internal/field';
import { mergeRefs } from '../../utils/mergeRefs';
import { useLatest } from '../../utils/useLatest';
import { ClearButton, Control, Field, Input, Label, LabelRow } from './SearchInput.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The field's label, e.g. "Search KYC verifications". */
  label: string;
  /** Keep the label for assistive technology only (the placeholder is not a label). */
  hideLabel?: boolean;
  /** e.g. "search by name, email, ID or mobile". */
  placeholder?: string;
  /** The applied search term (e.g. from the URL). A change from outside replaces the text without calling onSearch. */
  value: string;
  /** Called with the term after typing pauses for `debounceMs`, at once on Enter, and with '' when cleared. */
  onSearch: (term: string) => void;
  /** Default 300. */
  debounceMs?: number;
  /** Accessible name of the clear button. Default "Clear search". */
  clearLabel?: string;
  /** Help shown under the label and read with the box (aria-describedby). */
  hint?: ReactNode;
  /** The field's error: marks the box invalid, is shown under it (icon and text) and is announced politely. */
  error?: ReactNode;
  /** A term is needed: shows a mark after the label and sets `required` on the box. Default false. */
  required?: boolean;
  /** Shows the term but allows no change. Default false. */
  disabled?: boolean;
  /** Take the container's full width, or keep the box's own 22rem. Default false. */
  fullWidth?: boolean;
  /** The search `<input>` element (to focus it, for example). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled search box (`type="search"`, role searchbox). Typing reports the term after a
 * pause (debounced, and only when it differs from the last reported one); Enter reports at once;
 * the "Clear search" button and Escape clear it. Keystrokes re-render only this field.
 *
 * ```tsx
 * <SearchInput label="Search KYC verifications" hideLabel placeholder="search by name, email, ID or mobile"
 *   value={params.get('search') ?? ''} onSearch={(term) => setParam('search', term)} />
 * ```
 */
export function SearchInput(props: SearchInputProps) {
  const m = useAdminLocale().messages;
  const {
    label,
    hideLabel = false,
    value,
    onSearch,
    debounceMs = 300,
    clearLabel = m.clearSearch,
    id,
    className,
    style,
    onKeyDown,
    hint,
    error,
    required = false,
    disabled = false,
    fullWidth = false,
    ref,
    'aria-describedby': ownDescribedBy,
    ...rest
  } = props;
  const field = useFieldIds({ id, hint, error, required, disabled });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const [text, setText] = useState(value);
  // The last term this field reported, or received from outside: nothing is reported twice.
  const [reported, setReported] = useState(value);
  const [seenValue, setSeenValue] = useState(value);

  // `value` changed from outside (back/forward, a reset): show it, report nothing. A value equal to
  // what we just reported is our own echo and must not overwrite what the user typed since.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== reported) {
      setReported(value);
      setText(value);
    }
  }

  // The caller's current onSearch, without restarting the timer when a new function arrives on a re-render.
  const latestOnSearch = useLatest(onSearch);

  // Debounce: every change of the text restarts the timer; the cleanup cancels the previous one.
  useEffect(() => {
    if (text === reported) return;
    const timer = setTimeout(() => {
      setReported(text);
      latestOnSearch.current(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, reported, debounceMs, latestOnSearch]);

  const clear = () => {
    setText('');
    if (reported !== '') {
      setReported('');
      onSearch('');
    }
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      setReported(text);
      onSearch(text);
    } else if (event.key === 'Escape' && text !== '') {
      // Clear only; an empty field lets Escape through (e.g. to close a dialog).
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  const labelElement = (
    <Label htmlFor={field.controlId} data-hidden={hideLabel || undefined}>
      {label}
    </Label>
  );

  return (
    <Field className={className} style={style} data-full-width={fullWidth ? 'true' : undefined}>
      {required && !hideLabel ? (
        <LabelRow>
          {labelElement}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </LabelRow>
      ) : (
        labelElement
      )}
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <Control>
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="7" cy="7" r="4.5" />
          <path d="M10.5 10.5L14 14" />
        </svg>
        <Input
          autoComplete="off"
          spellCheck={false}
          // Empty, the page's direction (the placeholder and the caret); typed, the text's own.
          dir={text ? 'auto' : undefined}
          {...rest}
          ref={mergedRef}
          id={field.controlId}
          type="search"
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={field.invalid || undefined}
          aria-describedby={describe(field, ownDescribedBy)}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        {text !== '' && !disabled && (
          <ClearButton type="button" aria-label={clearLabel} onClick={clear}>
            <svg
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M4 4l8 8M12 4l-8 8" />
            </svg>
          </ClearButton>
        )}
      </Control>
      <FieldErrorMessage id={field.errorLineId} error={error} />
    </Field>
  );
}
