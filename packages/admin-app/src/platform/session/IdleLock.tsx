import { Button, Modal } from '@admin-console/admin-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { idleMinutes } from '../config';
import { useT } from '../messages';
import { watchIdle, type IdleWatch } from './idleWatch';
import { lockSession } from './session';

/** The warning shows this long before the lock (half the idle time when that is shorter). */
const WARN_MS = 60_000;
/** The countdown is also said (politely) at these seconds left; the dialog's opening says the rest. */
const SAID_AT = new Set([30, 10]);

/** Said by screen readers, not shown (the countdown above shows it). */
const Said = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The idle lock (docs/security.md#the-idle-lock): after `VITE_IDLE_MINUTES` (15) without input in any tab of the
 * console, the session ends as after a 401 (the page is remembered, drafts stay). Its last minute, a dialog counts
 * down with "Stay signed in"; opening, it is announced (an alert dialog), and at 30 and 10 seconds left.
 */
export function IdleLock({ onSignOut }: { onSignOut: () => void }) {
  const t = useT();
  const idleMs = idleMinutes * 60_000;
  const [lockAt, setLockAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const watch = useRef<IdleWatch | null>(null);
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const watching = watchIdle({
      idleMs,
      warnMs: Math.min(WARN_MS, idleMs / 2),
      onWarn: (at) => {
        setNow(Date.now());
        setLockAt(at);
      },
      onActive: () => setLockAt(null),
      onLock: () => {
        setLockAt(null);
        lockSession();
      },
    });
    watch.current = watching;
    return () => watching.stop();
  }, [idleMs]);

  // The countdown: one tick a second while the dialog shows.
  useEffect(() => {
    if (lockAt === null) return undefined;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [lockAt]);

  const stay = () => watch.current?.stay();
  const secondsLeft = lockAt === null ? 0 : Math.max(0, Math.ceil((lockAt - now) / 1000));
  return (
    <Modal
      open={lockAt !== null}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      role="alertdialog"
      size="sm"
      closeOnOutsideClick={false}
      initialFocus={stayButton}
      title={t('platform.idleTitle')}
      description={t('platform.idleText', { minutes: idleMinutes })}
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {t('platform.idleSignOut')}
          </Button>
          <Button ref={stayButton} onClick={stay}>
            {t('platform.idleStay')}
          </Button>
        </>
      }
    >
      <p>{t('platform.idleCountdown', { time: clock(secondsLeft) })}</p>
      <Said role="status">{SAID_AT.has(secondsLeft) ? t('platform.idleSecondsLeft', { seconds: secondsLeft }) : ''}</Said>
    </Modal>
  );
}
