export { ChangeSummary, type ChangeSummaryProps, type ChangeSummaryItem, type ChangeSummaryHeaders } from './ChangeSummary';
