export {
  KeyHint,
  KeyboardShortcutsDialog,
  type KeyHintProps,
  type KeyboardShortcut,
  type KeyboardShortcutsDialogProps,
} from './KeyboardShortcuts';
