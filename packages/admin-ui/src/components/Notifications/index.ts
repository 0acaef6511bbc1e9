export { NotificationsProvider, useNotifications, type NotificationsProviderProps } from './NotificationsProvider';
export { NotificationDock } from './NotificationDock';
export { NotificationList, type NotificationListProps } from './NotificationList';
export type { NotificationItem, NotificationPlacement, NotificationTone, NotificationsApi, NotifyInput } from './types';
