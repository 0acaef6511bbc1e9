import {
  StickyActionBar,
  Button,
  DateText,
  InfoGrid,
  InlineAlert,
  PageHeader,
  readDate,
  scriptLang,
  shownFileName,
  StatusBadge,
  UploadSlots,
  useNotifications,
  type InfoGridItem,
  type UploadFiles,
  type UploadSlotDefinition,
} from '@admin-console/admin-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import { useFormDraft } from '../../kernel/formDraft';
import { RECORD_FRESH_FOR, useRemote } from '../../kernel/useRemote';
import { useRemoteCache } from '../../kernel/remoteCache';
import {
  KYB_DOCUMENT_TITLES,
  KYB_DOCUMENT_TYPES,
  KYB_STATUS_LABEL,
  KYB_STATUS_TONE,
  kybCompanyName,
  kybStatus,
  mergeDocumentStatus,
  readChosenFileNames,
  sameChosenFileNames,
  unsavedFilesWarning,
  uploadedFromDocuments,
  type ChosenFileNames,
  type KybDocumentType,
  type KybRequest,
} from './rules';
import { KYB_LIST_TITLE } from './names';
import { shownText } from '../../kernel/fields';
import { approveKyb, fetchKybPage, kybRequestQuery, rejectKyb, saveKybFiles } from './api';
import { kybKeys } from './keys';
import { endedTheSession, failureNotice, sessionEndedText, useDecision } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { Actions, Cards, Muted, Page, Section, SectionHeader, SectionTitle } from '../review-shared/Review.styles';
import { nextAfterDecision, useReviewFlow } from '../review-shared/useReviewFlow';
import type { ReviewQueueSource } from '../review-shared/useReviewQueue';
import { reviewListQueryFrom } from '../review-shared/api';
import { ReviewControls } from '../review-shared/ReviewControls';
import { kybPaths } from './paths';
import { KybDocumentCard } from './KybDocumentCard';

const TITLE = 'KYB verification review';

export const KYB_MESSAGES = {
  loadFailed: 'Failed to load KYB request details. Please try again.',
  approved: 'KYB verification approved successfully!',
  approveFailed: (server?: string) => (server ? `Failed to approve KYB: ${server}` : 'Failed to approve KYB. Please try again.'),
  rejected: 'KYB verification rejected.',
  rejectFailed: 'Failed to reject KYB. Please try again.',
  saved: 'Files saved successfully!',
  saveFailed: (server?: string) => (server ? `Failed to save files: ${server}` : 'Failed to save files. Please try again.'),
  approveSessionEnded: sessionEndedText('The KYB request was not approved'),
  rejectSessionEnded: sessionEndedText('The KYB request was not rejected', 'nothing was decided', 'Sign in again: your reason is kept.'),
  saveSessionEnded: sessionEndedText('The files were not saved', 'nothing was uploaded', 'Sign in again, then choose them again.'),
  filesLostTitle: 'Files not uploaded',
  filesLost:
    'Your session ended before these files were saved, and a browser cannot keep chosen files. Choose them again, then Save files:',
} as const;

/** Failures the server did not explain in JSON say their status (a 502, a 413 "files too large"), never the body. */
const approveFailure = (error: unknown) =>
  failureNotice(error, { failed: 'Failed to approve KYB', generic: KYB_MESSAGES.approveFailed(), withServerMessage: true });
const rejectFailure = (error: unknown) => failureNotice(error, { failed: 'Failed to reject KYB', generic: KYB_MESSAGES.rejectFailed });
const saveFailure = (error: unknown) =>
  failureNotice(error, { failed: 'Failed to save files', generic: KYB_MESSAGES.saveFailed(), withServerMessage: true, outcome: 'Nothing was saved.' });

const NO_FILES: ChosenFileNames = {};

function companyItems(request: KybRequest): InfoGridItem[] {
  return [
    { label: 'Company Name (English)', value: shownText(request.company_name_en), lang: scriptLang(request.company_name_en) },
    { label: 'Company Name (Arabic)', value: shownText(request.company_name_ar), lang: scriptLang(request.company_name_ar) },
    { label: 'Company National ID', value: shownText(request.company_national_id) },
    { label: 'Business Sector', value: shownText(request.company_sector?.name_en) },
  ];
}

function userItems(request: KybRequest): InfoGridItem[] {
  const verified = request.user?.kyc_verified === true || request.user?.kyc_verified === 1;
  return [
    { label: 'Email', value: shownText(request.user?.email) },
    { label: 'Mobile', value: shownText(request.user?.mobile_number) },
    {
      label: 'KYC Verified',
      value: request.user ? <StatusBadge tone={verified ? 'success' : 'neutral'}>{verified ? 'Yes' : 'No'}</StatusBadge> : null,
    },
  ];
}

/** The KYB list as a review moves through it (the same pages, from the cache, as the list shows). */
const KYB_QUEUE: ReviewQueueSource<KybRequest> = {
  page: (from, page) => {
    const query = reviewListQueryFrom(from, page);
    return { key: kybKeys.list(query), load: (signal) => fetchKybPage(query, signal) };
  },
  getRowId: (request) => request.id,
  detailPath: (request) => kybPaths.record(request.id),
};

/** KYB Verification Review (docs/product.md#kyb-review): a company's request; documents are uploaded here, then it is approved or rejected. */
export function KybDetailPage() {
  const { id = '' } = useParams();
  // One review per request: another id starts afresh (selection, drafts, locks).
  return <KybReview key={id} id={id} />;
}

function KybReview({ id }: { id: string }) {
  useDocumentTitle(TITLE);
  const { notify } = useNotifications();
  const flow = useReviewFlow(kybPaths.list, id, KYB_QUEUE);
  const backTo = flow.backTo;
  const query = kybRequestQuery(id);
  // Refreshed when the window regains focus: another reviewer may have decided it meanwhile (chosen files
  // are not the record's data: a refresh never touches them).
  const remote = useRemote(query.key, query.load, { refreshOnFocus: true, freshFor: RECORD_FRESH_FOR });
  const cache = useRemoteCache();

  // A 401 is not a load failure: the session ended and the app is already on its way to /login.
  // The record of this id, kept while it is refreshed after Save files.
  const request = remote.data !== undefined && String(remote.data.id) === id ? remote.data : undefined;
  // An answer that is not the request asked for (another id, or "07" for 7) is never shown, nor acted
  // on under this address: like a failed load, it goes back to the list.
  const notThisRequest = remote.data !== undefined && request === undefined;
  // Only a failed first load leaves the page; a failed refresh keeps what is shown.
  useReturnOnLoadFailure(
    (remote.status === 'error' && request === undefined) || notThisRequest ? KYB_MESSAGES.loadFailed : null,
    remote.error,
    backTo,
  );

  const [files, setFiles] = useState<UploadFiles>({});
  const [saved, setSaved] = useState<{ id: string; uploaded: Partial<Record<KybDocumentType, string>> } | null>(null);
  const [saving, setSaving] = useState(false);
  // Set synchronously: clicks dispatched before React re-renders (one JS task) must see the save at once.
  const savingNow = useRef(false);
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
  const guard = useUnsavedChangesGuard(selected > 0);

  // The browser cannot keep chosen files past the page, but their names are kept as a draft of this
  // tab while chosen: when the session ends before Save files, the page says on return which were
  // not uploaded.
  const chosen = useFormDraft<ChosenFileNames>({ form: `kyb-files:${id}`, initial: NO_FILES, read: readChosenFileNames, same: sameChosenFileNames });
  const [lostFiles, setLostFiles] = useState(() => (chosen.restored ? chosen.values : null));
  const { setValues: setChosen } = chosen;
  useEffect(() => {
    const names: ChosenFileNames = {};
    for (const [type, file] of Object.entries(files)) if (file) names[type] = file.name;
    setChosen(names);
  }, [files, setChosen]);

  const saveFiles = async () => {
    if (!request || savingNow.current || selected === 0) return;
    savingNow.current = true;
    setSaving(true);
    const sending = { ...files };
    try {
      const status = await saveKybFiles(request.id, sending as Record<string, File>);
      const names = Object.fromEntries(Object.entries(sending).map(([type, file]) => [type, file?.name]));
      setSaved({ id, uploaded: mergeDocumentStatus(uploaded, status, names) });
      setFiles({});
      setLostFiles(null);
      notify({ tone: 'success', message: KYB_MESSAGES.saved });
      // The documents list below now holds the new files (their links come from the server): the record is
      // loaded again, and the lists hold the request's new time of change.
      void cache.invalidateQueries({ queryKey: kybKeys.record(id) });
      void cache.invalidateQueries({ queryKey: kybKeys.lists });
    } catch (error) {
      if (endedTheSession(error)) notify({ tone: 'warning', message: KYB_MESSAGES.saveSessionEnded });
      else notify({ tone: 'error', message: saveFailure(error) });
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const decide = useDecision(backTo, { lists: kybKeys.lists, record: kybKeys.record(id) }, guard.allowNextNavigation, nextAfterDecision(flow));

  const status = request ? kybStatus(request) : null;
  const statusBadge = status && <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
  const name = request ? kybCompanyName(request, `request ${id}`) : `request ${id}`;
  // Deciding leaves the page: files selected but not saved are not sent, and the dialogs say so.
  const unsaved = unsavedFilesWarning(selected);
  const withUnsaved = (text: string) => (unsaved ? `${text} ${unsaved}` : text);

  return (
    <Page>
      <PageHeader title={TITLE} back={{ to: backTo, label: `Back to ${KYB_LIST_TITLE}`, keyshortcuts: 'Escape' }} />
      {!request ? (
        <DetailSkeleton label="Loading KYB request details…" />
      ) : (
        <>
          <InfoGrid title="Company Details" headingLevel={2} items={companyItems(request)} />
          <InfoGrid title="User Details" headingLevel={2} items={userItems(request)} />
          <InfoGrid
            title="Request Status"
            headingLevel={2}
            hideToggle
            items={[
              { label: 'KYB Status', value: statusBadge },
              { label: 'Submitted At', value: readDate(request.created_at) ? <DateText value={request.created_at} show="dateTime" /> : '' },
            ]}
          />
          {status === 'pending' ? (
            <>
              <Section aria-labelledby="kyb-required-title">
                <UploadSlots
                  // The "1/3" counter sits beside the heading, not on a line of its own.
                  header={<SectionTitle id="kyb-required-title">Required Documents</SectionTitle>}
                  slots={slots}
                  files={files}
                  onFilesChange={setFiles}
                  onReject={(_, message) => notify({ tone: 'error', message })}
                  announceErrors={false}
                  disabled={saving}
                />
                {/* Beside Save files: choose the files again, then save. */}
                {lostFiles && (
                  <InlineAlert tone="warning" title={KYB_MESSAGES.filesLostTitle}>
                    {KYB_MESSAGES.filesLost}{' '}
                    {Object.entries(lostFiles).map(([type, name], index) => (
                      <span key={type}>
                        {index > 0 && '; '}
                        {KYB_DOCUMENT_TITLES[type] ?? type}: <bdi>{shownFileName(name)}</bdi>
                      </span>
                    ))}
                    .
                  </InlineAlert>
                )}
                <Actions>
                  <Button variant="primary" disabled={selected === 0} loading={saving} loadingText="Saving…" onClick={() => void saveFiles()}>
                    Save files
                  </Button>
                </Actions>
              </Section>
              {request.documents && request.documents.length > 0 && (
                <Section aria-labelledby="kyb-held-title">
                  <SectionTitle id="kyb-held-title">Uploaded Documents</SectionTitle>
                  <Cards>
                    {request.documents.map((doc, index) => (
                      <KybDocumentCard key={doc.id ?? `entry-${index}`} requestId={request.id} doc={doc} />
                    ))}
                  </Cards>
                </Section>
              )}
              <ReviewActions
                key={`kyb:${request.id}`}
                draftKey={`kyb:${request.id}`}
                flow={flow}
                label="KYB actions"
                approveLabel="Approve KYB"
                rejectLabel="Reject KYB"
                approveTitle="Approve KYB"
                approveMessage={withUnsaved(`Are you sure you want to approve the KYB request of ${name}?`)}
                rejectTitle="Reject KYB"
                rejectMessage={withUnsaved(`Why is the KYB request of ${name} rejected? The reason is sent with the rejection.`)}
                // No decision while the files are on their way: it would race the save.
                disabled={saving}
                onApprove={() =>
                  decide(() => approveKyb(request.id), {
                    success: KYB_MESSAGES.approved,
                    failure: approveFailure,
                    sessionEnded: KYB_MESSAGES.approveSessionEnded,
                  })
                }
                onReject={(reason) =>
                  decide(() => rejectKyb(request.id, reason), {
                    success: KYB_MESSAGES.rejected,
                    failure: rejectFailure,
                    sessionEnded: KYB_MESSAGES.rejectSessionEnded,
                  })
                }
              />
            </>
          ) : (
            <Section aria-labelledby="kyb-uploaded-title">
              <SectionHeader>
                <SectionTitle id="kyb-uploaded-title">Uploaded Documents</SectionTitle>
                {statusBadge}
              </SectionHeader>
              {request.documents && request.documents.length > 0 ? (
                <Cards>
                  {request.documents.map((doc, index) => (
                    <KybDocumentCard key={doc.id ?? `entry-${index}`} requestId={request.id} doc={doc} />
                  ))}
                </Cards>
              ) : (
                <Muted>No documents uploaded.</Muted>
              )}
              {/* Decided already: no decision to make, but the list around it is still walked with the keys. */}
              <StickyActionBar aria-label="KYB actions">
                <ReviewControls flow={flow} />
              </StickyActionBar>
            </Section>
          )}
        </>
      )}
      {guard.prompt}
    </Page>
  );
}
