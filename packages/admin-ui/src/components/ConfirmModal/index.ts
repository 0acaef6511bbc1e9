export { ConfirmModal, type ConfirmModalProps, type ConfirmTone } from './ConfirmModal';
