import { useId, type FieldsetHTMLAttributes } from 'react';
import { arrowFocus } from '../../utils/arrowFocus';
import { FieldsetLegend, FieldsetRoot } from '../../utils/formParts.styles';
import { CheckIcon } from '../../utils/CheckIcon';
import { useAnnouncer } from '../../utils/useAnnouncer';
import { ErrorIcon } from '../../internal/field';
import { GroupMessage, GroupMessages, GroupOptions, Toggle, ToggleBox } from './ToggleGroup.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface ToggleGroupOption {
  value: string;
  label: string;
}

export interface ToggleGroupProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'children'> {
  /** The group's name, shown as the fieldset's legend, e.g. "User type". */
  label: string;
  /** The choices, in order: `{ value, label }`; exactly one is pressed. */
  options: readonly ToggleGroupOption[];
  /** The pressed values (controlled). */
  value: readonly string[];
  /** The new pressed values, in the order of `options`. */
  onChange: (values: string[]) => void;
  /** How many must stay pressed. Default 1: the last pressed toggle does not release. */
  minSelected?: number;
  /** Shows the choices but allows no change. */
  disabled?: boolean;
  /** The form's error for the group, shown under it and announced politely. */
  error?: string;
  /** Said (politely, inline) when a release is refused. Default "Select at least one option." */
  minSelectedMessage?: string;
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 7.2v4.3M8 4.6v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Multiple choice among a few options, as toggle buttons (`aria-pressed`) in a labelled
 * fieldset: the discount's user type (Individuals / Companies), say. At least `minSelected`
 * stay pressed: releasing the last one is refused and the reason is said inline.
 *
 * Keyboard: every toggle is in the tab order (there are only a few, and a single roving tab stop
 * is undiscoverable outside a toolbar); arrow keys also move between them (flipped right to left),
 * Home/End jump; Space or Enter toggles.
 *
 * ```tsx
 * <ToggleGroup
 *   label="User type"
 *   options={[{ value: 'indivisual', label: 'Individuals' }, { value: 'company', label: 'Companies' }]}
 *   value={userTypes}
 *   onChange={setUserTypes}
 * />
 * ```
 */
export function ToggleGroup(props: ToggleGroupProps) {
  const m = useAdminLocale().messages;
  const {
    label,
    options,
    value,
    onChange,
    minSelected = 1,
    disabled = false,
    error,
    minSelectedMessage = m.selectAtLeast(minSelected, String(minSelected)),
    id,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const autoId = useId();
  const baseId = id ?? autoId;
  const messagesId = `${baseId}-messages`;
  const [notice, sayNotice, clearNotice] = useAnnouncer();

  const toggle = (option: string) => {
    if (disabled) return;
    const pressed = value.includes(option);
    if (pressed && value.length <= minSelected) {
      sayNotice(minSelectedMessage);
      return;
    }
    clearNotice();
    onChange(options.filter((o) => (o.value === option ? !pressed : value.includes(o.value))).map((o) => o.value));
  };

  return (
    <FieldsetRoot
      {...rest}
      id={baseId}
      disabled={disabled}
      aria-describedby={[describedBy, notice || error ? messagesId : undefined].filter(Boolean).join(' ') || undefined}
    >
      <FieldsetLegend>
        <bdi>{label}</bdi>
      </FieldsetLegend>
      <GroupOptions onKeyDown={arrowFocus}>
        {options.map((option) => (
          <Toggle key={option.value} type="button" aria-pressed={value.includes(option.value)} onClick={() => toggle(option.value)}>
            <ToggleBox aria-hidden="true">
              <CheckIcon />
            </ToggleBox>
            <bdi>{option.label}</bdi>
          </Toggle>
        ))}
      </GroupOptions>
      <GroupMessages id={messagesId} aria-live="polite">
        {notice && (
          <GroupMessage data-tone="notice">
            <InfoIcon />
            <span>{notice}</span>
          </GroupMessage>
        )}
        {error && (
          <GroupMessage data-tone="error">
            <ErrorIcon />
            <span>{error}</span>
          </GroupMessage>
        )}
      </GroupMessages>
    </FieldsetRoot>
  );
}
