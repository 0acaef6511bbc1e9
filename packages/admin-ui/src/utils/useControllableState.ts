import { useCallback, useEffect, useRef, useState } from 'react';

// Bundlers define it (or replace `process.env.NODE_ENV`); admin-ui's types do not include Node's.
declare const process: { env: Record<string, string | undefined> };

/**
 * State a parent may own (controlled: `value` given) or leave to the component
 * (uncontrolled: starts at `defaultValue`). `onChange` is told of every requested change either way.
 * Returns the current value, the setter and whether the parent owns it.
 *
 * `name` (e.g. "Modal `open`") is what the development warning names when a parent switches between
 * the two modes after the first render, as React warns for an input's `value`: the component
 * keeps following whichever mode it is in at each render, but the switch is almost always a bug
 * (`open={maybeUndefined}`).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
  name = 'a prop',
): [T, (next: T) => void, boolean] {
  const [internal, setInternal] = useState(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  useSwitchWarning(controlled, name);
  return [controlled ? value : internal, set, controlled];
}

function useSwitchWarning(controlled: boolean, name: string) {
  const first = useRef(controlled);
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current || first.current === controlled) return;
    warned.current = true;
    try {
      // Bundlers replace `process.env.NODE_ENV`: a production build folds this test away, and the text with it.
      if (process.env.NODE_ENV !== 'production') {
        const [from, to] = first.current ? ['controlled', 'uncontrolled'] : ['uncontrolled', 'controlled'];
        console.error(
          `@admin-console/admin-ui: ${name} is changing from ${from} to ${to} (its value went ` +
            `${first.current ? 'from defined to undefined' : 'from undefined to defined'}). ` +
            'Decide between controlled (the value and its change handler) and uncontrolled (the default value) ' +
            'for the lifetime of the component.',
        );
      }
    } catch {
      // Nothing defines `process`: production, no warning.
    }
  }, [controlled, name]);
}
