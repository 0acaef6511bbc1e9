import {
  StickyActionBar,
  Button,
  DateText,
  InfoGrid,
  InlineAlert,
  readDate,
  scriptLang,
  shownFileName,
  StatusBadge,
  UploadSlots,
  useNotifications,
  type InfoGridItem,
  type UploadFiles,
} from '@admin-console/admin-ui';
import { useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '../../platform/useUnsavedChangesGuard';
import type { RemoteResult } from '../../kernel/useRemote';
import {
  KYB_DOCUMENT_TITLES,
  KYB_UPLOAD_RULES,
  KYB_STATUS_LABEL,
  KYB_STATUS_TONE,
  kybCompanyName,
  kybStatus,
  unsavedFilesWarning,
  type KybRequest,
} from './rules';
import { shownText } from '../../kernel/fields';
import { currentLocale } from '../../platform/i18n/i18n';
import { t, useT } from './messages';
import { t as shared, useT as useSharedT } from '../review-shared/messages';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import { approveKyb, kybQueue, rejectKyb } from './api';
import { decisionTexts, failureNotice } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { documentRisk, useDocumentChecks } from '../review-shared/approveRisks';
import { documentTitle } from '../review-shared/rules';
import { Actions, Cards, Muted, Page, Section, SectionHeader, SectionTitle } from '../review-shared/Review.styles';
import { ReviewControls } from '../review-shared/ReviewControls';
import { ReviewById, ReviewHeader } from '../review-shared/ReviewPage';
import { companyName } from './columns';
import { useReviewRecord } from '../review-shared/useReviewRecord';
import { KybDocumentCard, useKybDocumentLinks } from './KybDocumentCard';
import { KYB_MESSAGES } from './notices';
import { useKybFiles } from './useKybFiles';

export { KYB_MESSAGES };

/** The ready-made rejection reasons (docs/product.md#kyb-review), read when shown (the interface language of that moment). */
const rejectionReasons = () => [
  t('kyb.reasonRecordMissing'),
  t('kyb.reasonLetterMissing'),
  t('kyb.reasonTermsUnsigned'),
  t('kyb.reasonDetailsMismatch'),
];

/** Failures the server did not explain in JSON say their status (a 502, a 413 "files too large"), never the body. */
const DECISIONS = decisionTexts(KYB_MESSAGES, {
  approve: (error) =>
    failureNotice(error, { failed: t('kyb.approveFailedShort'), generic: KYB_MESSAGES.approveFailed(), withServerMessage: true }),
  reject: (error) => failureNotice(error, { failed: t('kyb.rejectFailedShort'), generic: KYB_MESSAGES.rejectFailed }),
});

/** The sector's name in the interface language when the server sent it, else the English one. */
const sectorName = (request: KybRequest) =>
  (currentLocale() === 'ar' && shownText(request.company_sector?.name_ar, '')) || shownText(request.company_sector?.name_en);

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

/** The request of this id, kept while it is refreshed after Save files; an answer for another id (or "07" for 7) is none. */
const thisRequest = (remote: RemoteResult<KybRequest>, id: string) =>
  remote.data !== undefined && String(remote.data.id) === id ? remote.data : undefined;

/**
 * Only a failed first load leaves the page (a failed refresh keeps what is shown), and so does an answer that is
 * not the request asked for: it is never shown, nor acted on under this address. (A 401 is not a load failure:
 * the session ended and the app is already on its way to /login.)
 */
const leavesKyb = (remote: RemoteResult<KybRequest>, request: KybRequest | undefined) =>
  request === undefined && (remote.failed || remote.data !== undefined);

/** The held documents of a request, each card with its own link. */
function KybDocumentCards({ request, risks }: { request: KybRequest; risks: KybApproveRisks }) {
  return (
    <Cards>
      {(request.documents ?? []).map((doc, index) => {
        const link = risks.links[index]!;
        return <KybDocumentCard key={doc.id ?? `entry-${index}`} doc={doc} link={link} loadError={risks.failures.get(link.url ?? '')} />;
      })}
    </Cards>
  );
}

type KybApproveRisks = ReturnType<typeof useKybApproveRisks>;

/**
 * What makes approving this request risky (docs/product.md#risky-approvals): fewer than its three documents, and a
 * held document whose file does not load (each checked as the page opens, its link asked first when the record has
 * none) or that has no address to load it from.
 */
function useKybApproveRisks(request: KybRequest | undefined, upload: KybUpload) {
  const shared = useSharedT();
  const { links, settle: settleLinks } = useKybDocumentLinks(request);
  const checks = useDocumentChecks(links.map((link) => link.url));
  const ready = upload.slots.filter((slot) => slot.uploadedFileName).length;
  const known = (urls: readonly (string | null)[], failures: ReadonlyMap<string, { status?: string }>, pending: boolean[]) => {
    const risks: ReactNode[] = [];
    if (ready < upload.slots.length)
      risks.push(shared('review-shared.riskDocumentsMissing', { count: String(ready), total: String(upload.slots.length) }));
    (request?.documents ?? []).forEach((doc, index) => {
      const url = urls[index];
      const title = documentTitle(doc.document_type, KYB_DOCUMENT_TITLES);
      if (url) {
        const failure = failures.get(url);
        if (failure) risks.push(documentRisk(title, failure));
      } else if (!pending[index]) risks.push(documentRisk(title, {}));
    });
    return risks;
  };
  return {
    links,
    failures: checks.failures,
    risks: known(
      links.map((link) => link.url),
      checks.failures,
      links.map((link) => link.pending),
    ),
    check: async () => {
      const urls = await settleLinks();
      return known(urls, await checks.settle(urls), []);
    },
  };
}

type KybUpload = ReturnType<typeof useKybFiles>;

/** The three documents a pending request needs (docs/product.md#kyb-uploads): choose them, then Save files. */
function KybRequiredDocuments({
  upload,
  files,
  onFilesChange,
}: {
  upload: KybUpload;
  files: UploadFiles;
  onFilesChange: (files: UploadFiles) => void;
}) {
  const t = useT();
  const { notify } = useNotifications();
  const { lostFiles, saving } = upload;
  return (
    <Section aria-labelledby="kyb-required-title">
      <UploadSlots
        // The "1/3" counter sits beside the heading, not on a line of its own.
        header={<SectionTitle id="kyb-required-title">{t('kyb.requiredDocuments')}</SectionTitle>}
        counterLabel={(ready, total) => t('kyb.documentsReady', { ready, total })}
        slots={upload.slots}
        rules={KYB_UPLOAD_RULES}
        files={files}
        onFilesChange={onFilesChange}
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
          disabled={upload.selected === 0}
          loading={saving}
          loadingText={t('kyb.saving')}
          onClick={() => void upload.saveFiles()}
        >
          {t('kyb.saveFiles')}
        </Button>
      </Actions>
    </Section>
  );
}

/** KYB Verification Review (docs/product.md#kyb-review): a company's request; documents are uploaded here, then it is approved or rejected. */
export function KybDetailPage() {
  return <ReviewById review={KybReview} />;
}

function KybReview({ id }: { id: string }) {
  const t = useT();
  const shared = useSharedT();
  const title = t('kyb.reviewTitle');
  // The files chosen (not the record's data: a refresh never touches them).
  const [files, setFiles] = useState<UploadFiles>({});
  const guard = useUnsavedChangesGuard(Object.values(files).some(Boolean));
  const {
    flow,
    decide,
    record: request,
  } = useReviewRecord({
    title,
    id,
    source: kybQueue,
    loadFailed: KYB_MESSAGES.loadFailed,
    shown: (remote) => thisRequest(remote, id),
    leaves: leavesKyb,
    beforeLeaving: guard.allowNextNavigation,
  });
  const upload = useKybFiles(id, request, files, setFiles);

  const status = request ? kybStatus(request) : null;
  const statusBadge = status && <StatusBadge tone={KYB_STATUS_TONE[status]}>{KYB_STATUS_LABEL[status]}</StatusBadge>;
  const name = request ? kybCompanyName(request, t('kyb.thisRequest', { id })) : t('kyb.thisRequest', { id });
  // Deciding leaves the page: files selected but not saved are not sent, and the dialogs say so.
  const unsaved = unsavedFilesWarning(upload.selected);
  const withUnsaved = (text: string) => (unsaved ? `${text} ${unsaved}` : text);
  const hasDocuments = (request?.documents?.length ?? 0) > 0;
  // Approving with fewer than its three documents, or one that does not load, is a risk to name, never one A + Enter
  // away (docs/product.md#risky-approvals).
  const risks = useKybApproveRisks(request, upload);

  return (
    <Page>
      <ReviewHeader
        title={title}
        backTo={flow.backTo}
        listTitle={t('kyb.listTitle')}
        flow={flow}
        summary={
          request && {
            name: companyName(request),
            status: status ? KYB_STATUS_LABEL[status] : '',
            waitingSince: status === 'pending' ? kybQueue.since?.(request) : undefined,
          }
        }
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
              <KybRequiredDocuments upload={upload} files={files} onFilesChange={setFiles} />
              {hasDocuments && (
                <Section aria-labelledby="kyb-held-title">
                  <SectionTitle id="kyb-held-title">{shared('review-shared.uploadedDocuments')}</SectionTitle>
                  <KybDocumentCards request={request} risks={risks} />
                </Section>
              )}
              <ReviewActions
                key={`kyb:${request.id}`}
                draftKey={`kyb:${request.id}`}
                flow={flow}
                label={t('kyb.actions')}
                approveLabel={t('kyb.approve')}
                rejectLabel={t('kyb.reject')}
                approveMessage={withUnsaved(t('kyb.approveQuestion', { name }))}
                rejectMessage={withUnsaved(t('kyb.rejectQuestion', { name }))}
                rejectReasons={rejectionReasons()}
                // No decision while the files are on their way: it would race the save.
                disabled={upload.saving}
                approveRisks={risks.risks}
                checkApproveRisks={risks.check}
                onApprove={() => decide(() => approveKyb(request.id), DECISIONS.approve)}
                onReject={(reason) => decide(() => rejectKyb(request.id, reason), DECISIONS.reject)}
              />
            </>
          ) : (
            <Section aria-labelledby="kyb-uploaded-title">
              <SectionHeader>
                <SectionTitle id="kyb-uploaded-title">{shared('review-shared.uploadedDocuments')}</SectionTitle>
                {statusBadge}
              </SectionHeader>
              {hasDocuments ? <KybDocumentCards request={request} risks={risks} /> : <Muted>{shared('review-shared.noDocuments')}</Muted>}
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
