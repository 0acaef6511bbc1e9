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
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import { useFormDraft } from '../../kernel/formDraft';
import { RECORD_FRESH_FOR, useRemote } from '../../kernel/useRemote';
import { useChange } from '../../kernel/useChange';
import {
  KYB_DOCUMENT_TITLES,
  KYB_DOCUMENT_TYPES,
  KYB_UPLOAD_RULES,
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
import { shownText } from '../../kernel/fields';
import { currentLocale } from '../../platform/i18n/i18n';
import { t, useT } from './messages';
import { t as shared, useT as useSharedT } from '../review-shared/messages';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import { approveKyb, fetchKybPage, kybRequestQuery, rejectKyb, saveKybFiles } from './api';
import { kybKeys } from './keys';
import { failureNotice, sessionEndedText, useDecision } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { Actions, Cards, Muted, Page, Section, SectionHeader, SectionTitle } from '../review-shared/Review.styles';
import { nextAfterDecision, useReviewFlow } from '../review-shared/useReviewFlow';
import type { ReviewQueueSource } from '../review-shared/useReviewQueue';
import { reviewListQueryFrom } from '../review-shared/api';
import { ReviewControls } from '../review-shared/ReviewControls';
import { kybPaths } from './paths';
import { KybDocumentCard } from './KybDocumentCard';

const withServer = (failed: string, generic: string, server?: string) =>
  server ? shared('review-shared.failedWith', { failed, message: server }) : generic;

/** The page's notices, each read when it is shown (so in the interface language of that moment). */
export const KYB_MESSAGES = {
  get loadFailed() {
    return t('kyb.loadFailed');
  },
  get approved() {
    return t('kyb.approved');
  },
  approveFailed: (server?: string) => withServer(t('kyb.approveFailedShort'), t('kyb.approveFailed'), server),
  get rejected() {
    return t('kyb.rejected');
  },
  get rejectFailed() {
    return t('kyb.rejectFailed');
  },
  get saved() {
    return t('kyb.saved');
  },
  saveFailed: (server?: string) => withServer(t('kyb.saveFailedShort'), t('kyb.saveFailed'), server),
  get approveSessionEnded() {
    return sessionEndedText(t('kyb.notApproved'));
  },
  get rejectSessionEnded() {
    return sessionEndedText(t('kyb.notRejected'), shared('review-shared.outcomeNothingDecided'), shared('review-shared.signInReasonKept'));
  },
  get saveSessionEnded() {
    return sessionEndedText(t('kyb.notSaved'), t('kyb.nothingUploaded'), t('kyb.chooseAgain'));
  },
  get filesLostTitle() {
    return t('kyb.filesLostTitle');
  },
  get filesLost() {
    return t('kyb.filesLost');
  },
};

/** Failures the server did not explain in JSON say their status (a 502, a 413 "files too large"), never the body. */
const approveFailure = (error: unknown) =>
  failureNotice(error, { failed: t('kyb.approveFailedShort'), generic: KYB_MESSAGES.approveFailed(), withServerMessage: true });
const rejectFailure = (error: unknown) => failureNotice(error, { failed: t('kyb.rejectFailedShort'), generic: KYB_MESSAGES.rejectFailed });
const saveFailure = (error: unknown) =>
  failureNotice(error, {
    failed: t('kyb.saveFailedShort'),
    generic: KYB_MESSAGES.saveFailed(),
    withServerMessage: true,
    outcome: t('kyb.nothingSaved'),
  });

/** The sector's name in the interface language when the server sent it, else the English one. */
const sectorName = (request: KybRequest) =>
  (currentLocale() === 'ar' && shownText(request.company_sector?.name_ar, '')) || shownText(request.company_sector?.name_en);

const NO_FILES: ChosenFileNames = {};

function companyItems(request: KybRequest): InfoGridItem[] {
  return [
    { label: t('kyb.companyNameEn'), value: shownText(request.company_name_en), lang: scriptLang(request.company_name_en) },
    { label: t('kyb.companyNameAr'), value: shownText(request.company_name_ar), lang: scriptLang(request.company_name_ar) },
    { label: t('kyb.companyNationalId'), value: ltrValue(request.company_national_id) },
    { label: t('kyb.businessSector'), value: sectorName(request), lang: scriptLang(sectorName(request)) },
  ];
}

function userItems(request: KybRequest): InfoGridItem[] {
  const verified = request.user?.kyc_verified === true || request.user?.kyc_verified === 1;
  return [
    { label: shared('review-shared.email'), value: ltrValue(request.user?.email) },
    { label: shared('review-shared.mobile'), value: ltrValue(request.user?.mobile_number) },
    {
      label: t('kyb.kycVerified'),
      value: request.user ? (
        <StatusBadge tone={verified ? 'success' : 'neutral'}>{verified ? t('kyb.yes') : t('kyb.no')}</StatusBadge>
      ) : null,
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
  const t = useT();
  const shared = useSharedT();
  const title = t('kyb.reviewTitle');
  useDocumentTitle(title);
  const { notify } = useNotifications();
  const flow = useReviewFlow(kybPaths.list, id, KYB_QUEUE);
  const backTo = flow.backTo;
  const query = kybRequestQuery(id);
  // Refreshed when the window regains focus: another reviewer may have decided it meanwhile (chosen files
  // are not the record's data: a refresh never touches them).
  const remote = useRemote(query.key, query.load, { refreshOnFocus: true, freshFor: RECORD_FRESH_FOR });

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
  const saving = upload.pending;

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

  const decide = useDecision(
    backTo,
    { lists: kybKeys.lists, record: kybKeys.record(id) },
    guard.allowNextNavigation,
    nextAfterDecision(flow),
  );

  const status = request ? kybStatus(request) : null;
  const statusBadge = status && <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
  const name = request ? kybCompanyName(request, t('kyb.thisRequest', { id })) : t('kyb.thisRequest', { id });
  // Deciding leaves the page: files selected but not saved are not sent, and the dialogs say so.
  const unsaved = unsavedFilesWarning(selected);
  const withUnsaved = (text: string) => (unsaved ? `${text} ${unsaved}` : text);

  return (
    <Page>
      <PageHeader
        title={title}
        back={{ to: backTo, label: shared('review-shared.backTo', { place: t('kyb.listTitle') }), keyshortcuts: 'Escape' }}
      />
      {!request ? (
        <DetailSkeleton label={t('kyb.loadingRequest')} />
      ) : (
        <>
          <InfoGrid title={t('kyb.companyDetails')} headingLevel={2} items={companyItems(request)} {...infoGridTexts()} />
          <InfoGrid title={t('kyb.userDetails')} headingLevel={2} items={userItems(request)} {...infoGridTexts()} />
          <InfoGrid
            title={t('kyb.requestStatus')}
            headingLevel={2}
            hideToggle
            {...infoGridTexts()}
            items={[
              { label: t('kyb.kybStatus'), value: statusBadge },
              {
                label: t('kyb.submittedAt'),
                value: readDate(request.created_at) ? <DateText value={request.created_at} show="dateTime" /> : '',
              },
            ]}
          />
          {status === 'pending' ? (
            <>
              <Section aria-labelledby="kyb-required-title">
                <UploadSlots
                  // The "1/3" counter sits beside the heading, not on a line of its own.
                  header={<SectionTitle id="kyb-required-title">{t('kyb.requiredDocuments')}</SectionTitle>}
                  counterLabel={(ready, total) => t('kyb.documentsReady', { ready, total })}
                  slots={slots}
                  rules={KYB_UPLOAD_RULES}
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
                        {index > 0 && t('kyb.listSeparator')}
                        {KYB_DOCUMENT_TITLES[type] ?? type}: <bdi>{shownFileName(name)}</bdi>
                      </span>
                    ))}
                    .
                  </InlineAlert>
                )}
                <Actions>
                  <Button
                    variant="primary"
                    disabled={selected === 0}
                    loading={saving}
                    loadingText={t('kyb.saving')}
                    onClick={() => void saveFiles()}
                  >
                    {t('kyb.saveFiles')}
                  </Button>
                </Actions>
              </Section>
              {request.documents && request.documents.length > 0 && (
                <Section aria-labelledby="kyb-held-title">
                  <SectionTitle id="kyb-held-title">{shared('review-shared.uploadedDocuments')}</SectionTitle>
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
                label={t('kyb.actions')}
                approveLabel={t('kyb.approve')}
                rejectLabel={t('kyb.reject')}
                approveTitle={t('kyb.approve')}
                approveMessage={withUnsaved(t('kyb.approveQuestion', { name }))}
                rejectTitle={t('kyb.reject')}
                rejectMessage={withUnsaved(t('kyb.rejectQuestion', { name }))}
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
                <SectionTitle id="kyb-uploaded-title">{shared('review-shared.uploadedDocuments')}</SectionTitle>
                {statusBadge}
              </SectionHeader>
              {request.documents && request.documents.length > 0 ? (
                <Cards>
                  {request.documents.map((doc, index) => (
                    <KybDocumentCard key={doc.id ?? `entry-${index}`} requestId={request.id} doc={doc} />
                  ))}
                </Cards>
              ) : (
                <Muted>{shared('review-shared.noDocuments')}</Muted>
              )}
              {/* Decided already: no decision to make, but the list around it is still walked with the keys. */}
              <StickyActionBar aria-label={t('kyb.actions')}>
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
