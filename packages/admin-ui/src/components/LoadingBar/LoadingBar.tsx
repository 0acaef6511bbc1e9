import { useEffect, useState, type HTMLAttributes } from 'react';
import { BarIndicator, BarTrack } from './LoadingBar.styles';
import { useAdminText } from '../../locale/context';
import { loadingBarMessages } from './LoadingBar.messages';

export interface LoadingBarProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether something is loading. */
  active: boolean;
  /** The progress bar's accessible name. Default "Loading". */
  label?: string;
  /** Wait this long before showing, so fast requests cause no flicker. Default 150 ms. */
  delayMs?: number;
}

/**
 * The thin indeterminate bar fixed at the very top of the viewport while any request runs.
 *
 * It appears only once `active` has held for `delayMs`, and disappears at once when it ends;
 * while shown it is a `role="progressbar"` named by `label`; otherwise it renders nothing.
 * Under reduced motion it is a still bar.
 *
 * ```tsx
 * <LoadingBar active={loading.isLoading} label={loading.message || undefined} />
 * ```
 */
export function LoadingBar({ active, label, delayMs = 150, ...rest }: LoadingBarProps) {
  const m = useAdminText(loadingBarMessages).messages;
  const [delayPassed, setDelayPassed] = useState(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setDelayPassed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [active, delayMs]);

  if (!active || !delayPassed) return null;
  return (
    <BarTrack {...rest} role="progressbar" aria-label={label ?? m.loadingBar}>
      <BarIndicator />
    </BarTrack>
  );
}
