export { DualListPicker, type DualListPickerProps } from './DualListPicker';
export type { DualListPickerId, DualListPickerItem, DualListPickerMove } from './DualListPicker.types';
