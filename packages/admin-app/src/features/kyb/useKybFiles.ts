import { useNotifications, type UploadFiles, type UploadSlotDefinition } from '@admin-console/admin-ui';
import { useEffect, useMemo, useState } from 'react';
import { useFormDraft } from '../../kernel/formDraft';
import { useChange } from '../../kernel/useChange';
import { failureNotice } from '../review-shared/decisions';
import { KYB_MESSAGES } from './notices';
import { saveKybFiles } from './api';
import { kybKeys } from './keys';
import { t } from './messages';
import {
  KYB_DOCUMENT_TYPES,
  mergeDocumentStatus,
  readChosenFileNames,
  sameChosenFileNames,
  uploadedFromDocuments,
  type ChosenFileNames,
  type KybDocumentType,
  type KybRequest,
} from './rules';

/** Failures the server did not explain in JSON say their status (a 502, a 413 "files too large"), never the body. */
const saveFailure = (error: unknown) =>
  failureNotice(error, {
    failed: t('kyb.saveFailedShort'),
    generic: KYB_MESSAGES.saveFailed(),
    withServerMessage: true,
    outcome: t('kyb.nothingSaved'),
  });

const NO_FILES: ChosenFileNames = {};

/**
 * A KYB request's documents as the review uploads them (docs/product.md#kyb-uploads): the slots with what the
 * request holds, Save files, and the names of files chosen before a session ended. `files` are the chosen files
 * (the page holds them: its unsaved-changes guard and its decisions read them too).
 */
export function useKybFiles(id: string, request: KybRequest | undefined, files: UploadFiles, setFiles: (files: UploadFiles) => void) {
  const { notify } = useNotifications();
  const [saved, setSaved] = useState<{ id: string; uploaded: Partial<Record<KybDocumentType, string>> } | null>(null);
  // Marked from the save's answer at once; the refreshed record says the same a moment later.
  const uploaded = useMemo(
    () => ({ ...uploadedFromDocuments(request?.documents), ...(saved && saved.id === id ? saved.uploaded : {}) }),
    [saved, id, request?.documents],
  );
  const slots = useMemo<UploadSlotDefinition[]>(
    () => KYB_DOCUMENT_TYPES.map(({ key, label }) => ({ key, label, uploadedFileName: uploaded[key] })),
    [uploaded],
  );
  const selected = Object.values(files).filter(Boolean).length;

  // The browser cannot keep chosen files past the page, but their names are kept as a draft of this
  // tab while chosen: when the session ends before Save files, the page says on return which were
  // not uploaded.
  const chosen = useFormDraft<ChosenFileNames>({
    form: `kyb-files:${id}`,
    initial: NO_FILES,
    read: readChosenFileNames,
    same: sameChosenFileNames,
  });
  const [lostFiles, setLostFiles] = useState(() => (chosen.restored ? chosen.values : null));
  const { setValues: setChosen } = chosen;
  useEffect(() => {
    const names: ChosenFileNames = {};
    for (const [type, file] of Object.entries(files)) if (file) names[type] = file.name;
    setChosen(names);
  }, [files, setChosen]);

  const upload = useChange<{ requestId: KybRequest['id']; files: UploadFiles }, Awaited<ReturnType<typeof saveKybFiles>>>({
    send: ({ requestId, files: sending }) => saveKybFiles(requestId, sending as Record<string, File>),
    sends: 'files',
    // The documents list below now holds the new files (their links come from the server): the record is
    // loaded again, and the lists hold the request's new time of change.
    marks: (cache, outcome) => {
      if (!outcome.ok) return;
      cache.changed(kybKeys.record(id));
      cache.changed(kybKeys.lists);
    },
  });

  const saveFiles = async () => {
    if (!request || selected === 0) return;
    const sending = { ...files };
    const outcome = await upload.run({ requestId: request.id, files: sending });
    if (outcome === null) return;
    if (!outcome.ok) {
      if (outcome.kind === 'session-ended') notify({ tone: 'warning', message: KYB_MESSAGES.saveSessionEnded });
      else notify({ tone: 'error', message: saveFailure(outcome.error) });
      return;
    }
    const names = Object.fromEntries(Object.entries(sending).map(([type, file]) => [type, file?.name]));
    setSaved({ id, uploaded: mergeDocumentStatus(uploaded, outcome.result, names) });
    setFiles({});
    setLostFiles(null);
    notify({ tone: 'success', message: KYB_MESSAGES.saved });
  };

  return { slots, selected, saving: upload.pending, saveFiles, lostFiles };
}
