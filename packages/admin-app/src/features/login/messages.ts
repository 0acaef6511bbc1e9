import en from './messages/en.json';
import { featureMessages } from '../../platform/i18n/i18n';

/** The sign-in page's own texts beyond the shell's `login.*` (the demo accounts' notes); Arabic in messages/ar.json. */
export const { t, useT } = featureMessages(en);

export type LoginMessageKey = keyof typeof en;
