import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { SwitchButton, SwitchHint, SwitchLabel, SwitchRoot, SwitchThumb, SwitchTrack } from './Switch.styles';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type' | 'role'> {
  /** The visible label, the switch's accessible name; a click on it toggles the switch. */
  label: ReactNode;
  /** On or off (controlled). */
  checked: boolean;
  /** Called with the new state when the user toggles it (click, Space, Enter). */
  onCheckedChange: (checked: boolean) => void;
  /** Help under the label, read with the switch (aria-describedby). */
  hint?: ReactNode;
}

/**
 * An on/off setting that takes effect at once (no Save): a `<button role="switch" aria-checked>` with
 * its label beside it. The state is shown by the thumb's position and by a tick inside it, never by
 * colour alone.
 *
 * ```tsx
 * <Switch label="Open the next case" checked={on} onCheckedChange={setOn} />
 * ```
 */
export function Switch({ label, checked, onCheckedChange, hint, id, className, style, disabled, ...rest }: SwitchProps) {
  const autoId = useId();
  const buttonId = id ?? `${autoId}-switch`;
  const labelId = `${buttonId}-label`;
  const hintId = `${buttonId}-hint`;
  return (
    <SwitchRoot className={className} style={style}>
      <SwitchButton
        {...rest}
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      >
        <SwitchTrack data-checked={checked ? 'true' : 'false'} aria-hidden="true">
          <SwitchThumb>
            {checked && (
              <svg viewBox="0 0 12 12" focusable="false">
                <path
                  d="M2.5 6.2l2.3 2.3 4.7-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </SwitchThumb>
        </SwitchTrack>
      </SwitchButton>
      <SwitchLabel id={labelId} htmlFor={buttonId} data-disabled={disabled ? 'true' : undefined}>
        {label}
      </SwitchLabel>
      {hint && <SwitchHint id={hintId}>{hint}</SwitchHint>}
    </SwitchRoot>
  );
}
