import en from './messages/en.json';
import { featureMessages } from '../../platform/i18n/i18n';

/** The discount groups' texts (messages/en.json; Arabic in messages/ar.json, fetched with the rest when chosen). */
export const { t, useT } = featureMessages(en);
