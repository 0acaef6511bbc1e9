export { Modal, type ModalProps, type ModalSize } from './Modal';
// What every admin-ui dialog's props and its `trigger` element take: for a team's wrapper dialog or custom trigger.
export { type DialogOpenProps, type DialogTriggerProps } from '../../internal/dialog';
