// The component; its helpers (validateDateRange, toIsoDate…) are the server-safe entry's (src/core.ts).
export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
