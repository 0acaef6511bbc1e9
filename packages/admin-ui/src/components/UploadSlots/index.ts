export { UploadSlots, type UploadSlotsProps, type UploadFiles } from './UploadSlots';
export { type UploadSlotDefinition, type UploadSlotState } from './UploadSlotItem';
export { shownFileName } from './fileNameText';
// The public surface only: file-signature sniffing, size formatting and the like stay internal so they can change.
export {
  validateUploadFile,
  EMPTY_FILE_MESSAGE,
  fileTooLargeMessage,
  fileTypeMessage,
  type UploadRules,
  type UploadMessages,
} from './validateUpload';
