import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { mergeRefs } from '../../utils/mergeRefs';
import { FieldIconButton as ToggleButton } from '../../internal/field';
import { ToggleText } from './PasswordField.styles';
import { useAdminText } from '../../locale/context';
import { passwordFieldMessages } from './PasswordField.messages';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Name of the toggle while the password is hidden. Default "Show password". */
  showLabel?: string;
  /** Name of the toggle while the password is shown. Default "Hide password". */
  hideLabel?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A TextField for passwords with a "Show password" / "Hide password" toggle. The label says the
 * action and swaps; it has no aria-pressed, which would be read as "Hide password, pressed".
 *
 * Clicking the toggle while typing keeps focus and the caret in the input; from the keyboard,
 * focus stays on the toggle so it can be pressed again. `autoComplete` defaults to
 * `current-password`; pass `new-password` on forms that set one.
 *
 * ```tsx
 * <PasswordField label="Password" name="password" required error={errors.password} />
 * ```
 */
export function PasswordField(props: PasswordFieldProps) {
  const m = useAdminText(passwordFieldMessages).messages;
  const { showLabel = m.showPassword, hideLabel = m.hidePassword, autoComplete = 'current-password', disabled, ref, ...rest } = props;
  const [visible, setVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  // Selection to restore after the type switch (some engines reset it when type changes).
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = pendingSelection.current;
    pendingSelection.current = null;
    if (input && selection && document.activeElement === input) input.setSelectionRange(selection[0], selection[1]);
  }, [visible]);

  // A pointer press must not pull focus out of the input the user is typing in.
  const keepInputFocus = (event: MouseEvent<HTMLButtonElement>) => {
    if (document.activeElement === inputRef.current) event.preventDefault();
  };

  const toggle = () => {
    const input = inputRef.current;
    if (input && document.activeElement === input) {
      pendingSelection.current = [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length];
    }
    setVisible((v) => !v);
  };

  return (
    <TextField
      {...rest}
      ref={mergedRef}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      disabled={disabled}
      // Browsers would otherwise offer to correct or capitalise a shown password.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <ToggleButton type="button" disabled={disabled} onMouseDown={keepInputFocus} onClick={toggle}>
          <EyeIcon crossed={visible} />
          <ToggleText>{visible ? hideLabel : showLabel}</ToggleText>
        </ToggleButton>
      }
    />
  );
}
