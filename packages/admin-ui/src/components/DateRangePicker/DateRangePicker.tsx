import { useMemo, useState, type FieldsetHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldsetLegend, FieldsetRoot } from '../../utils/formParts.styles';
import { FieldHint, RequiredMark, describedBy as describe, useFieldIds } from '../../internal/field';
import { checkDateRange, type DateRangeValue } from './DateRangePicker.dates';
import { DateInput, RangeError, RangeField, RangeFields, RangeLabel } from './DateRangePicker.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface DateRangePickerProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'children' | 'id'> {
  /** The period's name, shown as the fieldset's legend, e.g. "Discount period". */
  label: string;
  /** First and last day, `YYYY-MM-DD` or null (controlled). */
  value: DateRangeValue;
  /** Called with the new `{ start, end }` (ISO dates, or empty) on every change of either date. */
  onChange: (value: DateRangeValue) => void;
  /** Earliest day that may be chosen, `YYYY-MM-DD`, e.g. `todayIsoDate()`. */
  min?: string;
  /** Latest day that may be chosen, `YYYY-MM-DD`. */
  max?: string;
  /** Default "Start date". */
  startLabel?: string;
  /** Default "End date". */
  endLabel?: string;
  /** Help under the legend, read with both inputs. */
  hint?: ReactNode;
  /** The form's error (e.g. from `validateDateRange` on submit): shown instead of the picker's own. */
  error?: ReactNode;
  /** Both dates are needed: marks the fields required. */
  required?: boolean;
  /** Shows the dates but allows no change. */
  disabled?: boolean;
  /** Locale of dates quoted in messages. Default 'en-GB' ("15 Jan 2026"). */
  locale?: string | string[];
  /** The start input's id; the end input's is `${id}-end`, the hint's and error's derive from it. Default: generated. */
  id?: string;
  /** Take the container's full width, or size to the two inputs. Default true. */
  fullWidth?: boolean;
  /** The start date's `<input>` (to focus the period after a failed save, for example). */
  ref?: Ref<HTMLInputElement>;
}

/** Only a `YYYY-MM-DD` day is a value a date input accepts; a timestamp gives its first ten characters. */
const asInputValue = (day: string | null) => (day && /^\d{4}-\d{2}-\d{2}/.test(day) ? day.slice(0, 10) : '');

/**
 * A period of whole days, first and last, as two native date inputs in a labelled fieldset:
 * keyboard accessible and localised by the browser, no calendar code shipped. The end input's
 * earliest day follows the chosen start.
 *
 * Problems ("The period cannot start before 23 Nov 2026", "The end date must be on or after the
 * start date") are shown inline when the user leaves an input, and hidden as soon as they are
 * fixed. `validateDateRange(value, { min, max, required })` gives the same message to a form.
 * `id` and `ref` go to the start date's input (the first to fix); the fieldset's legend names the pair.
 * A caller's `aria-describedby` describes both inputs, before the hint (as the hint does), and not the
 * fieldset: a screen reader reads it once where the user types, not again on entering the group.
 *
 * ```tsx
 * <DateRangePicker label="Discount period" min={todayIsoDate()} required value={period} onChange={setPeriod} />
 * ```
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { messages: m, locale: providerLocale } = useAdminLocale();
  const {
    label,
    value,
    onChange,
    min,
    max,
    startLabel = m.startDate,
    endLabel = m.endDate,
    hint,
    error,
    required = false,
    disabled = false,
    locale: localeProp,
    id,
    fullWidth = true,
    ref,
    'aria-describedby': ownDescribedBy,
    ...rest
  } = props;
  const locale = localeProp ?? providerLocale;
  const ids = useFieldIds({ id, hint, error, required, disabled });
  const startId = ids.controlId;
  const endId = `${startId}-end`;
  const hintId = ids.hintId;
  const errorId = ids.errorLineId;
  const start = asInputValue(value.start);
  const end = asInputValue(value.end);

  const issue = useMemo(
    () => checkDateRange({ start: start || null, end: end || null }, { min, max, required, locale, messages: m }),
    [start, end, min, max, required, locale, m],
  );
  // Judged when the user leaves an input: a problem is not shown mid-typing ("0002-05-01" on the
  // way to 2026), but it goes as soon as it is fixed.
  const [judged, setJudged] = useState(false);
  const shown = error ?? (judged && issue ? issue.message : '');
  // The input at fault; a form's own error that the picker cannot place marks both.
  const atFault = error ? (issue?.message === error ? issue.field : 'both') : shown ? issue!.field : null;
  const invalid = (field: 'start' | 'end') => atFault === field || atFault === 'both';

  const describedBy = (field: 'start' | 'end') => describe({ hintId, errorId: invalid(field) ? errorId : undefined }, ownDescribedBy);

  return (
    <FieldsetRoot {...rest} disabled={disabled} data-full-width={fullWidth ? undefined : 'false'} onBlur={() => setJudged(issue !== null)}>
      <FieldsetLegend>
        <bdi>{label}</bdi>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldsetLegend>
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <RangeFields>
        <RangeField>
          <RangeLabel htmlFor={startId}>{startLabel}</RangeLabel>
          <DateInput
            ref={ref}
            id={startId}
            type="date"
            value={start}
            min={min}
            max={max}
            required={required}
            aria-invalid={invalid('start') || undefined}
            aria-describedby={describedBy('start')}
            onChange={(event) => onChange({ start: event.target.value || null, end: value.end })}
          />
        </RangeField>
        <RangeField>
          <RangeLabel htmlFor={endId}>{endLabel}</RangeLabel>
          <DateInput
            id={endId}
            type="date"
            value={end}
            min={start || min}
            max={max}
            required={required}
            aria-invalid={invalid('end') || undefined}
            aria-describedby={describedBy('end')}
            onChange={(event) => onChange({ start: value.start, end: event.target.value || null })}
          />
        </RangeField>
      </RangeFields>
      <RangeError id={errorId} error={shown} />
    </FieldsetRoot>
  );
}
