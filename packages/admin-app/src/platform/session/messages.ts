import { t } from '../i18n/i18n';

/** What the sign-in page says when a sign-in fails (docs/product.md#session-and-sign-in), in the interface language. */
export const accessDeniedMessage = (): string => t('login.accessDenied');
export const loginFailedMessage = (): string => t('login.failed');

/**
 * What the sign-in page says after the session ended: why (a 401, the idle lock of `minutes`, another tab), then where
 * signing in leads.
 */
export function sessionEndedMessage(endedBy?: 'idle' | 'another-tab', minutes = 0): string {
  const why = endedBy === 'idle' ? t('login.idleLockedText', { minutes }) : t(endedBy ? 'login.otherTabText' : 'login.sessionEndedText');
  return `${why} ${t('login.returnAfterSignIn')}`;
}
