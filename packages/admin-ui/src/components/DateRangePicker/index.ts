export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  validateDateRange,
  toIsoDate,
  todayIsoDate,
  type DateRangeValue,
  type DateRangeRules,
  type DateRangeMessages,
} from './DateRangePicker.dates';
