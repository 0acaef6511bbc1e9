import type { HTMLAttributes } from 'react';
import { Segment, Segments } from './SegmentedControl.styles';

export interface SegmentedControlOption<V extends string = string> {
  value: V;
  label: string;
  /** The label's language when it is not the page's (a language's own name: "العربية" on an English page). */
  lang?: string;
}

/** Generic over the values (`'light' | 'dark'`), so a union-typed state setter is `onChange` as it is. */
export interface SegmentedControlProps<V extends string = string> extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'role'> {
  /** The group's accessible name, e.g. "Language". */
  label: string;
  /** The choices, in reading order (two or three): each a value, its label and an optional `lang`. */
  options: readonly SegmentedControlOption<V>[];
  /** The chosen value (controlled). */
  value: V;
  /** Called with another option's value when it is chosen. */
  onChange: (value: V) => void;
  /** While a choice is applied: the segments do not take another. */
  busy?: boolean;
}

/**
 * One choice among two or three, side by side, the chosen one filled: the interface language, say.
 * Buttons with `aria-pressed` in a labelled group; each is a tab stop, and choosing the chosen one does nothing.
 *
 * ```tsx
 * <SegmentedControl
 *   label="Language"
 *   options={[{ value: 'en', label: 'English', lang: 'en' }, { value: 'ar', label: 'العربية', lang: 'ar' }]}
 *   value={locale}
 *   onChange={setLocale}
 * />
 * ```
 */
export function SegmentedControl<V extends string = string>({
  label,
  options,
  value,
  onChange,
  busy = false,
  ...rest
}: SegmentedControlProps<V>) {
  return (
    <Segments role="group" aria-label={label} aria-busy={busy || undefined} {...rest}>
      {options.map((option) => {
        const chosen = option.value === value;
        return (
          <Segment
            key={option.value}
            type="button"
            lang={option.lang}
            aria-pressed={chosen}
            onClick={() => {
              if (!chosen && !busy) onChange(option.value);
            }}
          >
            {option.label}
          </Segment>
        );
      })}
    </Segments>
  );
}
