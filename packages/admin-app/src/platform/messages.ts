import en from './messages/en.json';
import { featureMessages } from './i18n/i18n';

/**
 * The texts of platform's shared pieces that the sign-in page does not need (HTTP failure sentences, the
 * unsaved-changes dialog, the 404 page, the idle lock, the signed-in layout's banner and sidebar): English ships with
 * the code that uses them, not with /login.
 */
export const { t, useT } = featureMessages(en);

export type PlatformMessageKey = keyof typeof en;
