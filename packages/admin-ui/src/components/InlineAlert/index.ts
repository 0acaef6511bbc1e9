export { InlineAlert, type InlineAlertProps, type InlineAlertTone, type InlineAlertLive } from './InlineAlert';
