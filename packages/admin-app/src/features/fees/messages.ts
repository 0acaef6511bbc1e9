import en from './messages/en.json';
import { featureMessages } from '../../platform/i18n/i18n';

/** The Fees and Distributions screens' messages (English here, Arabic in messages/ar.json, fetched when chosen). */
export const { t, useT } = featureMessages(en);
