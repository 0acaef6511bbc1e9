// The component; its helpers (validateUploadFile, shownFileName…) are the server-safe entry's (src/core.ts).
export { UploadSlots, type UploadSlotsProps, type UploadFiles } from './UploadSlots';
export { type UploadSlotDefinition, type UploadSlotState } from './UploadSlotItem';
