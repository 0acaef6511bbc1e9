import { useRef, useState, type FieldsetHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldsetLegend, FieldsetRoot } from '../../utils/formParts.styles';
import {
  FieldControl,
  FieldHint,
  FieldIconButton,
  FieldInput,
  RequiredMark,
  describedBy as describe,
  useFieldIds,
} from '../../internal/field';
import { checkDateRange, readTypedDate, showTypedDate, type DateRangeValue } from './DateRangePicker.dates';
import { NativeDate, RangeError, RangeField, RangeFields, RangeLabel } from './DateRangePicker.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface DateRangePickerProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'children' | 'id'> {
  /** The period's name, shown as the fieldset's legend, e.g. "Discount period". */
  label: string;
  /** First and last day, `YYYY-MM-DD` or null (controlled). */
  value: DateRangeValue;
  /** Called with the new `{ start, end }` on every change of either date: `YYYY-MM-DD` days, null while an input holds no day. */
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
  locale?: string | readonly string[];
  /** The start input's id; the end input's is `${id}-end`, the hint's and error's derive from it. Default: generated. */
  id?: string;
  /** Take the container's full width, or size to the two inputs. Default true. */
  fullWidth?: boolean;
  /** The start date's text `<input>` (to focus the period after a failed save, for example). */
  ref?: Ref<HTMLInputElement>;
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" />
    </svg>
  );
}

interface DayFieldProps {
  id: string;
  label: string;
  /** The calendar button's name, e.g. "Choose a start date". */
  pick: string;
  format: string;
  /** What the input shows: the text typed, or the value in DD/MM/YYYY. */
  text: string;
  onText: (text: string) => void;
  min?: string;
  max?: string;
  required: boolean;
  invalid: boolean;
  describedBy: (formatId: string) => string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One day: a text input in DD/MM/YYYY (the format shown under the label) and a calendar button opening the
 * browser's own picker, through a hidden `<input type="date">` (its `showPicker()`).
 */
function DayField({ id, label, pick, format, text, onText, min, max, required, invalid, describedBy, ref }: DayFieldProps) {
  const native = useRef<HTMLInputElement>(null);
  const day = readTypedDate(text);
  const formatId = `${id}-format`;
  return (
    <RangeField>
      <RangeLabel htmlFor={id}>{label}</RangeLabel>
      <FieldHint id={formatId}>{format}</FieldHint>
      <FieldControl data-invalid={invalid || undefined}>
        <FieldInput
          ref={ref}
          id={id}
          value={text}
          autoComplete="off"
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(formatId)}
          onChange={(event) => onText(event.target.value)}
          // Leaving it: a day typed in another way ("2026-01-05", Arabic-Indic digits) is written in the format.
          onBlur={() => {
            if (day) onText(showTypedDate(day));
          }}
        />
        <FieldIconButton
          type="button"
          aria-label={pick}
          title={pick}
          onClick={() => {
            // Not every browser has showPicker(), and it refuses a press it does not trust: then typing is the way.
            try {
              native.current?.showPicker();
            } catch {
              /* the text input stays */
            }
          }}
        >
          <CalendarIcon />
        </FieldIconButton>
      </FieldControl>
      <NativeDate
        ref={native}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={day ?? ''}
        min={min}
        max={max}
        onChange={(event) => onText(showTypedDate(event.target.value))}
      />
    </RangeField>
  );
}

/** A value's day (a timestamp's too), or the value itself when it is not one. */
const dayOf = (value: string | null) => value && (readTypedDate(showTypedDate(value)) ?? value);

/**
 * A period of whole days, first and last, in a labelled fieldset: two text inputs in the interface's format,
 * DD/MM/YYYY (said under each label, "يوم/شهر/سنة" in Arabic), each with a calendar button that opens the browser's
 * own date picker. Keyboard users type the day (`5/1/2026`, Arabic-Indic digits, or a pasted `2026-01-05` are read
 * too, and written as DD/MM/YYYY on leaving the input); mouse users pick it. The end's calendar starts at the chosen
 * start.
 *
 * `value` and `onChange` speak `YYYY-MM-DD` (null for an empty input). A text that is not a day ("31/02/2026", "5/1")
 * is reported as null but kept in the input as typed, and on leaving it the picker says "Enter a valid start date, as
 * DD/MM/YYYY". Problems ("The period cannot start before 23 Nov 2026", "The end date must be on or after the start
 * date") are shown inline when the user leaves an input, and hidden as soon as they are fixed.
 * `validateDateRange(value, { min, max, required })` gives the same message to a form.
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
  const hintId = ids.hintId;
  const errorId = ids.errorLineId;
  // What each input shows: the text typed while it means the value ("5/1/2026", "٥/١/٢٠٢٦", or a text that is no day
  // while the value is null), else the value in DD/MM/YYYY. The value stays the caller's; what was typed is never lost.
  const [typed, setTyped] = useState({ start: '', end: '' });
  const textOf = (which: 'start' | 'end') =>
    readTypedDate(typed[which]) === dayOf(value[which]) ? typed[which] : showTypedDate(value[which]);
  const texts = { start: textOf('start'), end: textOf('end') };
  // Each day as checkDateRange reads it: a text that is not a day as typed, so it says "Enter a valid start date".
  const [start, end] = [texts.start, texts.end].map((text) => readTypedDate(text) ?? (text.trim() || null)) as [
    string | null,
    string | null,
  ];
  const onText = (which: 'start' | 'end') => (text: string) => {
    setTyped({ ...texts, [which]: text });
    onChange({ ...value, [which]: readTypedDate(text) });
  };

  const issue = checkDateRange({ start, end }, { min, max, required, locale, messages: m });
  // Judged when the user leaves an input: a problem is not shown mid-typing, but it goes as soon as it is fixed.
  const [judged, setJudged] = useState(false);
  const shown = error ?? (judged && issue ? issue.message : '');
  // The input at fault; a form's own error that the picker cannot place marks both.
  const atFault = error ? (issue?.message === error ? issue.field : 'both') : shown ? issue!.field : null;
  const field = (which: 'start' | 'end') => {
    const invalid = atFault === which || atFault === 'both';
    return {
      id: which === 'start' ? startId : `${startId}-end`,
      format: m.dateFormat,
      max,
      required,
      invalid,
      describedBy: (formatId: string) =>
        describe({ hintId: hintId ? `${hintId} ${formatId}` : formatId, errorId: invalid ? errorId : undefined }, ownDescribedBy),
    };
  };

  return (
    <FieldsetRoot {...rest} disabled={disabled} data-full-width={fullWidth ? undefined : 'false'} onBlur={() => setJudged(issue !== null)}>
      <FieldsetLegend>
        <bdi>{label}</bdi>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldsetLegend>
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
      <RangeFields>
        <DayField
          {...field('start')}
          ref={ref}
          label={startLabel}
          pick={m.chooseStartDate}
          text={texts.start}
          onText={onText('start')}
          min={min}
        />
        <DayField
          {...field('end')}
          label={endLabel}
          pick={m.chooseEndDate}
          text={texts.end}
          onText={onText('end')}
          min={readTypedDate(texts.start) ?? min}
        />
      </RangeFields>
      <RangeError id={errorId} error={shown} />
    </FieldsetRoot>
  );
}
