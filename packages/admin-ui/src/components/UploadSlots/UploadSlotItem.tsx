import { Fragment, memo, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../Button';
import { shownFileName } from '../../internal/fileNameText';
import {
  ErrorText,
  FileInput,
  FileName,
  FileRow,
  FileSize,
  FileText,
  Hint,
  Marker,
  Note,
  PickButton,
  Picker,
  Slot,
  SlotHeader,
  SlotLabel,
} from './UploadSlots.styles';
import { acceptAttribute, fileTypeList, formatFileSize, formatMaxSize, validateUploadFile, type UploadRules } from './validateUpload';
import { useAdminLocale } from '../../locale/useAdminLocale';

export interface UploadSlotDefinition {
  /** The field name the screen sends, e.g. "commercial_record". */
  key: string;
  /** e.g. "Commercial Record". */
  label: string;
  /** Allowed extensions for this slot (default: the component's rules). */
  accept?: readonly string[];
  /** Size limit for this slot in bytes (default: the component's rules). */
  maxBytes?: number;
  /** Set when the server already holds this document. */
  uploadedFileName?: string;
}

export type UploadSlotState = 'empty' | 'selected' | 'uploaded';

interface UploadSlotItemProps {
  slot: UploadSlotDefinition;
  file: File | undefined;
  rules: UploadRules;
  disabled: boolean;
  /** Whether the refusal is a live region (false when the screen notifies it instead). */
  announceErrors: boolean;
  onAccept: (key: string, file: File) => void;
  onRemove: (key: string) => void;
  onReject: (key: string, message: string) => void;
}

const CheckIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3 8.5l3.2 3L13 5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
  </svg>
);
const FileIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M4 1.5h5.5L13 5v9.5H4z M9.5 1.5V5H13" stroke="currentColor" strokeWidth="1.3" fill="none" />
  </svg>
);
const AlertIcon = () => (
  <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    <path d="M8 4.5v4.2M8 10.8v.7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** One document slot: empty, file selected, or uploaded; picker plus drop target. */
export const UploadSlotItem = memo(function UploadSlotItem({
  slot,
  file,
  rules: baseRules,
  disabled,
  announceErrors,
  onAccept,
  onRemove,
  onReject,
}: UploadSlotItemProps) {
  const m = useAdminLocale().messages;
  const ids = useId();
  const labelId = `${ids}-label`;
  const actionId = `${ids}-action`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const pickRef = useRef<HTMLLabelElement>(null);
  const latestCheck = useRef(0);
  const [error, setError] = useState<{ message: string; attempt: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const { accept: slotAccept, maxBytes: slotMax } = slot;
  const rules = useMemo<UploadRules>(
    () => ({ accept: slotAccept ?? baseRules.accept, maxBytes: slotMax ?? baseRules.maxBytes }),
    [slotAccept, slotMax, baseRules],
  );

  const state: UploadSlotState = file ? 'selected' : slot.uploadedFileName ? 'uploaded' : 'empty';
  // Names come from the admin's disk or the server: shown with their bidi controls made visible.
  const fileName = file ? shownFileName(file.name) : '';
  const uploadedName = slot.uploadedFileName ? shownFileName(slot.uploadedFileName) : '';

  const check = async (candidate: File) => {
    const attempt = ++latestCheck.current;
    const message = await validateUploadFile(candidate, rules, m);
    if (attempt !== latestCheck.current) return; // a newer pick won
    if (message) {
      setError({ message, attempt });
      onReject(slot.key, message);
    } else {
      setError(null);
      onAccept(slot.key, candidate);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Always clear the input: the selection lives in `files`, and the same file can be picked again.
    event.target.value = '';
    if (picked) void check(picked);
  };

  const handleDragOver = (event: DragEvent<HTMLLIElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    // Always claim the drop so a stray file never replaces the console page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled && !dragging) setDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLLIElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) void check(dropped);
  };

  const remove = () => {
    setError(null);
    onRemove(slot.key);
    // The Remove button disappears: keep the keyboard user in the slot.
    inputRef.current?.focus();
  };

  const action = state === 'empty' ? m.chooseFile : m.replaceFile;

  return (
    <Slot
      data-state={state}
      data-dragging={dragging || undefined}
      data-invalid={error ? true : undefined}
      data-disabled={disabled || undefined}
      onDragEnter={handleDragOver}
      onDragOver={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
    >
      <SlotHeader>
        <SlotLabel id={labelId} dir="auto">
          {slot.label}
        </SlotLabel>
        {state === 'uploaded' && (
          <Marker data-tone="success">
            <CheckIcon />
            {m.uploaded}
          </Marker>
        )}
        {state === 'selected' && <Marker data-tone="info">{m.readyToSave}</Marker>}
      </SlotHeader>

      {state === 'uploaded' && (
        <FileRow>
          <FileIcon />
          <FileName dir="auto" title={uploadedName}>
            {uploadedName}
          </FileName>
        </FileRow>
      )}
      {file && (
        <>
          <FileRow>
            <FileIcon />
            <FileText>
              <FileName dir="auto" title={fileName}>
                {fileName}
              </FileName>
              <FileSize dir="auto">{formatFileSize(file.size, m)}</FileSize>
            </FileText>
            <Button variant="ghost" size="sm" disabled={disabled} aria-label={m.removeItem(fileName)} onClick={remove}>
              {m.remove}
            </Button>
          </FileRow>
          {uploadedName && (
            <Note dir="auto">
              {m.replacesUploaded[0]}
              <bdi>{uploadedName}</bdi>
              {m.replacesUploaded[1]}
            </Note>
          )}
        </>
      )}

      <Picker>
        <FileInput
          ref={inputRef}
          id={`${ids}-input`}
          type="file"
          accept={acceptAttribute(rules.accept)}
          disabled={disabled}
          aria-labelledby={`${actionId} ${labelId}`}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={handleChange}
          // The input is a visually hidden 1px box: on focus the browser scrolls that into view, which
          // can leave its visible face (the button) under a sticky bar. Bring the face into view.
          onFocus={() => pickRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
        />
        <PickButton ref={pickRef} id={actionId} htmlFor={`${ids}-input`}>
          {action}
        </PickButton>
        <Hint id={hintId} dir="auto">
          {m.uploadHint(fileTypeList(rules.accept, 'or', m), formatMaxSize(rules.maxBytes, m), !disabled)}
        </Hint>
      </Picker>

      <ErrorText id={errorId} role={announceErrors ? 'alert' : undefined} dir="auto">
        {error && (
          // A new key re-inserts the text, so the same refusal twice is announced twice.
          <Fragment key={error.attempt}>
            <AlertIcon />
            {error.message}
          </Fragment>
        )}
      </ErrorText>
    </Slot>
  );
});
