export { UploadSlots, type UploadSlotsProps, type UploadFiles } from './UploadSlots';
export { type UploadSlotDefinition, type UploadSlotState } from './UploadSlotItem';
export {
  validateUploadFile,
  DEFAULT_UPLOAD_RULES,
  KYB_UPLOAD_RULES,
  EMPTY_FILE_MESSAGE,
  SIGNATURE_LENGTH,
  fileExtension,
  familyOfExtension,
  detectFileSignature,
  mimeMatchesExtension,
  readFileHead,
  formatMaxSize,
  formatFileSize,
  fileTooLargeMessage,
  fileTypeMessage,
  fileTypeList,
  acceptAttribute,
  type UploadRules,
  type FileFamily,
} from './validateUpload';
