import en from './messages/en.json';
import { featureMessages } from '../platform/i18n/i18n';

/** The kernel's texts (list export, form notices, the form's Save / Cancel): English ships with the screens. */
export const { t, useT } = featureMessages(en);
