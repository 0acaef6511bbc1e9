export { RejectModal, type RejectModalProps } from './RejectModal';
