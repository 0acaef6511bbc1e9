import { t } from '../i18n/i18n';

/** What the sign-in page says when a sign-in fails (docs/product.md#session-and-sign-in), in the interface language. */
export const accessDeniedMessage = (): string => t('login.accessDenied');
export const loginFailedMessage = (): string => t('login.failed');

/** What the sign-in page says after the session ended (a 401): why they are here, and where signing in leads. */
export const sessionEndedMessage = (): string => t('login.sessionEndedText');
