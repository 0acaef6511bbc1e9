import { listenToTabs, tellTabs } from './tabChannel';

/** What a person does: any of these, in any tab of the console, is activity (docs/security.md#the-idle-lock). */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is told to the other tabs at most this often (a moving mouse must not flood the channel). */
const TELL_EVERY_MS = 5_000;

export interface IdleWatchOptions {
  /** Time without activity after which `onLock` is called. */
  idleMs: number;
  /** How long before the lock `onWarn` is called (the countdown). */
  warnMs: number;
  onWarn: (lockAt: number) => void;
  /** Activity came back while warned (another tab's input, or `stay`). */
  onActive: () => void;
  onLock: () => void;
}

export interface IdleWatch {
  /** "Stay signed in": counts as activity, also while warned (when this tab's own input does not). */
  stay: () => void;
  stop: () => void;
}

/**
 * Watches input in this tab and hears it from the others; after `idleMs` without any, locks. One timer, set for the
 * next moment something may happen (the warning, then the lock), so a moving mouse costs one assignment. While
 * warned, this tab's own input does not count (the dialog asks for a choice); another tab's does.
 */
export function watchIdle({ idleMs, warnMs, onWarn, onActive, onLock }: IdleWatchOptions): IdleWatch {
  let last = Date.now();
  let told = 0;
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const now = Date.now();
    const lockAt = last + idleMs;
    if (now >= lockAt) {
      stop();
      onLock();
      return;
    }
    const warnAt = lockAt - warnMs;
    if (now >= warnAt && !warned) {
      warned = true;
      onWarn(lockAt);
    }
    timer = setTimeout(check, (now >= warnAt ? lockAt : warnAt) - now);
  };

  const active = (at: number) => {
    last = Math.max(last, at);
    if (!warned) return;
    warned = false;
    onActive();
    clearTimeout(timer);
    check();
  };

  const onInput = () => {
    if (warned) return;
    const now = Date.now();
    last = now;
    if (now - told >= TELL_EVERY_MS) {
      told = now;
      tellTabs({ type: 'active', at: now });
    }
  };

  const unlisten = listenToTabs((message) => {
    if (message.type === 'active') active(message.at);
  });
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });

  function stop() {
    clearTimeout(timer);
    unlisten();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
  }

  check();
  return {
    stay: () => {
      const now = Date.now();
      told = now;
      tellTabs({ type: 'active', at: now });
      active(now);
    },
    stop,
  };
}
