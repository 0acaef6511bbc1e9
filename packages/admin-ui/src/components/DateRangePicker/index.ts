export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  validateDateRange,
  toIsoDate,
  todayIsoDate,
  parseIsoDate,
  formatIsoDate,
  type DateRangeValue,
  type DateRangeRules,
} from './DateRangePicker.dates';
