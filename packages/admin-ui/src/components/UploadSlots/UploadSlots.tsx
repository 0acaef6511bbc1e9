import { useCallback, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Counter, Header, Hidden, List, Root } from './UploadSlots.styles';
import { UploadSlotItem, type UploadSlotDefinition } from './UploadSlotItem';
import type { UploadRules } from './validateUpload';
import { useAdminLocale } from '../../locale/useAdminLocale';

export type UploadFiles = Record<string, File | undefined>;

export interface UploadSlotsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The documents asked for, one slot each: a key, a label, optionally its own accepted types and size limit, and the file the server already holds. */
  slots: readonly UploadSlotDefinition[];
  /** Controlled selection: the accepted, not yet saved file of each slot, by slot key. */
  files: UploadFiles;
  /** A new selection (a slot's key is absent after Remove). */
  onFilesChange: (next: UploadFiles) => void;
  /** A file was refused, with the message shown under the slot (so the screen can notify too). */
  onReject?: (slotKey: string, message: string) => void;
  /** Shows the slots and their files but allows no upload or removal. */
  disabled?: boolean;
  /**
   * What every slot accepts: the allowed extensions and the size limit (a slot's own `accept`/`maxBytes`
   * win). Required, with no default: which files are acceptable is the app's policy. The hint under each
   * picker and the refusal messages are worded from these rules.
   */
  rules: UploadRules;
  /** The counter's accessible text. Default "2 of 3 documents ready". */
  counterLabel?: (ready: number, total: number) => string;
  /**
   * Whether a refusal under a slot is a live region (role=alert) and so read out. Default true.
   * Pass false when the screen also notifies from `onReject`, or each refusal is spoken twice; the
   * message is still shown and remains the picker's description (with aria-invalid).
   */
  announceErrors?: boolean;
  /** Shown at the start of the counter's row, e.g. the section's heading, so the counter sits beside it instead of on a line of its own. */
  header?: ReactNode;
}

/**
 * Required-document slots: each slot is empty, has a file selected (name, size, Remove), or is
 * uploaded (marked "Uploaded" with its file name; a new file can replace it). Files come from the native
 * picker (keyboard operable) or by drag and drop, and are checked before they are accepted: size,
 * extension, MIME type and file signature (see `validateUploadFile`), against the `rules` the app passes. A refused file shows its message
 * under the slot (role=alert), calls `onReject`, and the input is cleared so the same file can be picked again.
 *
 * A screen that also notifies the refusal must pass `announceErrors={false}`, so it is announced once
 * (by the notification) while the inline message stays as the picker's description:
 *
 * ```tsx
 * <UploadSlots
 *   slots={KYB_SLOTS}
 *   rules={{ maxBytes: 10 * 1024 * 1024, accept: ['pdf', 'jpg', 'jpeg', 'png'] }}
 *   files={files}
 *   onFilesChange={setFiles}
 *   onReject={(_, message) => notify({ tone: 'error', message })}
 *   announceErrors={false}
 * />
 * ```
 */
export function UploadSlots({
  slots,
  files,
  onFilesChange,
  onReject,
  disabled = false,
  rules,
  counterLabel,
  announceErrors = true,
  header,
  ...rest
}: UploadSlotsProps) {
  const { messages: m, number } = useAdminLocale();
  // Validation is asynchronous: merge into the latest selection, not the one seen when the check began.
  const latest = useRef({ files, onFilesChange, onReject });
  useLayoutEffect(() => {
    latest.current = { files, onFilesChange, onReject };
  });

  const handleAccept = useCallback((key: string, file: File) => {
    latest.current.onFilesChange({ ...latest.current.files, [key]: file });
  }, []);
  const handleRemove = useCallback((key: string) => {
    const next = { ...latest.current.files };
    delete next[key];
    latest.current.onFilesChange(next);
  }, []);
  const handleReject = useCallback((key: string, message: string) => {
    latest.current.onReject?.(key, message);
  }, []);

  const ready = slots.filter((slot) => files[slot.key] || slot.uploadedFileName).length;

  return (
    <Root {...rest}>
      <Header>
        {header}
        <Counter role="status" data-complete={ready === slots.length ? 'true' : undefined}>
          <span aria-hidden="true" dir="ltr">
            {ready}/{slots.length}
          </span>
          <Hidden>{counterLabel ? counterLabel(ready, slots.length) : m.documentsReady(number(ready), number(slots.length))}</Hidden>
        </Counter>
      </Header>
      <List>
        {slots.map((slot) => (
          <UploadSlotItem
            key={slot.key}
            slot={slot}
            file={files[slot.key]}
            rules={rules}
            disabled={disabled}
            announceErrors={announceErrors}
            onAccept={handleAccept}
            onRemove={handleRemove}
            onReject={handleReject}
          />
        ))}
      </List>
    </Root>
  );
}
