import en from './messages/en.json';
import { featureMessages } from '../../platform/i18n/i18n';

export const { t, useT } = featureMessages(en);
