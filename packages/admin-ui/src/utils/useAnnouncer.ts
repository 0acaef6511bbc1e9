import { useCallback, useState } from 'react';

/**
 * The text of a polite live region (`role="status"`) and the function that changes it.
 *
 * Screen readers speak a live region when its text changes, so the same words twice in a row
 * (a second "Select at least one option.") would be silent: `announce` then varies them
 * invisibly with a trailing no-break space, which is neither seen nor read. `clear` empties it.
 * Both functions are stable, so they can sit in effect and callback dependencies.
 *
 * ```tsx
 * const [message, announce] = useAnnouncer();
 * // …announce(`${label} removed`)
 * <LiveRegion role="status">{message}</LiveRegion>
 * ```
 */
export function useAnnouncer(): [message: string, announce: (text: string) => void, clear: () => void] {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage((prev) => (prev === text ? `${text}\u00a0` : text)), []);
  const clear = useCallback(() => setMessage(''), []);
  return [message, announce, clear];
}
