export {
  DEFAULT_DATE_LOCALE,
  formatAge,
  formatDate,
  formatDateTime,
  formatFullDateTime,
  formatNumber,
  machineDate,
  parseIsoDate,
  readDate,
  type DateFormatOptions,
  type AgeFormatOptions,
} from './format';
