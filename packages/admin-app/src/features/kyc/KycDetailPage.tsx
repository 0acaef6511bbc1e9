import { DateText, DocumentCard, InfoGrid, readDate, scriptLang, StatusBadge, type InfoGridItem } from '@admin-console/admin-ui';
import { t, useT } from './messages';
import { t as shared, useT as useSharedT } from '../review-shared/messages';
import { documentUrl, KYC_DETAIL_LABEL, KYC_STATUS_TONE, kycNameAr, kycDocumentKind, kycNameEn, kycStatus, type KycUser } from './rules';
import { documentTitle, fileNameOf } from '../review-shared/rules';
import { approveKyc, kycQueue, rejectKyc } from './api';
import { decisionTexts, failureNotice, sessionEndedText } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { ReviewById, ReviewHeader, type CaseSummary } from '../review-shared/ReviewPage';
import { displayName } from './columns';
import { Cards, Muted, Page, Section, SectionTitle } from '../review-shared/Review.styles';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import { liveTexts } from '../../kernel/liveTexts';
import { useReviewRecord } from '../review-shared/useReviewRecord';
import { decidedRisk, documentRisk, useDocumentChecks } from '../review-shared/approveRisks';
import type { ReactNode } from 'react';

/** The page's notices, each read when it is shown (so in the interface language of that moment). */
export const KYC_MESSAGES = liveTexts({
  loadFailed: () => t('kyc.loadFailed'),
  approved: () => t('kyc.approved'),
  approveFailed: () => t('kyc.approveFailed'),
  rejected: () => t('kyc.rejected'),
  rejectFailed: () => t('kyc.rejectFailed'),
  approveSessionEnded: () => sessionEndedText(t('kyc.notApproved')),
  rejectSessionEnded: () =>
    sessionEndedText(t('kyc.notRejected'), shared('review-shared.outcomeNothingDecided'), shared('review-shared.signInReasonKept')),
});

/** The ready-made rejection reasons (docs/product.md#kyc-review), read when shown (the interface language of that moment). */
const rejectionReasons = () => [
  t('kyc.reasonIdUnreadable'),
  t('kyc.reasonIdExpired'),
  t('kyc.reasonNameMismatch'),
  t('kyc.reasonAgreementUnsigned'),
  t('kyc.reasonDocumentsMissing'),
];

const DECISIONS = decisionTexts(KYC_MESSAGES, {
  approve: (error) => failureNotice(error, { failed: t('kyc.approveFailedShort'), generic: KYC_MESSAGES.approveFailed }),
  reject: (error) => failureNotice(error, { failed: t('kyc.rejectFailedShort'), generic: KYC_MESSAGES.rejectFailed }),
});

function userItems(user: KycUser): InfoGridItem[] {
  const status = kycStatus(user);
  return [
    { label: t('kyc.fullNameEn'), value: kycNameEn(user), lang: scriptLang(kycNameEn(user)) },
    { label: t('kyc.fullNameAr'), value: kycNameAr(user), lang: scriptLang(kycNameAr(user)) },
    { label: shared('review-shared.nationalId'), value: ltrValue(user.national_id) },
    { label: shared('review-shared.email'), value: ltrValue(user.email) },
    { label: shared('review-shared.mobile'), value: ltrValue(user.mobile_number) },
    {
      label: shared('review-shared.kycStatus'),
      value: <StatusBadge tone={KYC_STATUS_TONE[status]}>{KYC_DETAIL_LABEL[status]}</StatusBadge>,
    },
  ];
}

/** The case header's line: the user's name, status and, while pending, how long it has waited. */
function caseSummary(user: KycUser): CaseSummary {
  const status = kycStatus(user);
  return {
    name: displayName(user),
    status: KYC_DETAIL_LABEL[status],
    waitingSince: status === 'pending' ? kycQueue.since?.(user) : undefined,
  };
}

/** KYC verification review (docs/product.md#kyc-review): one user's identity check, approved or rejected here. */
export function KycDetailPage() {
  return <ReviewById review={KycReview} />;
}

/** The documents a KYC case needs: both sides of the national ID and the user agreement. */
const KYC_REQUIRED_DOCUMENTS = 3;

/**
 * What makes approving this user risky (docs/product.md#risky-approvals): documents missing or failing to load, and
 * a case already decided (its status and when it changed).
 */
function useKycApproveRisks(user: KycUser | undefined) {
  const documents = user?.documents ?? [];
  const checks = useDocumentChecks(documents.map((doc) => documentUrl(doc)));
  const known = (failures: ReadonlyMap<string, { status?: string }>): ReactNode[] => {
    if (!user) return [];
    const risks: ReactNode[] = [];
    const status = kycStatus(user);
    if (status === 'approved' || status === 'rejected') risks.push(decidedRisk(status, user.updated_at));
    if (documents.length < KYC_REQUIRED_DOCUMENTS)
      risks.push(shared('review-shared.riskDocumentsMissing', { count: String(documents.length), total: String(KYC_REQUIRED_DOCUMENTS) }));
    for (const doc of documents) {
      const url = documentUrl(doc);
      const failure = url ? failures.get(url) : undefined;
      if (failure) risks.push(documentRisk(documentTitle(doc.document_type), failure));
    }
    return risks;
  };
  return {
    failures: checks.failures,
    risks: known(checks.failures),
    check: async () => known(await checks.settle()),
  };
}

function KycReview({ id }: { id: string }) {
  const t = useT();
  const shared = useSharedT();
  const title = t('kyc.reviewTitle');
  const {
    flow,
    decide,
    record: user,
  } = useReviewRecord({
    title,
    id,
    source: kycQueue,
    loadFailed: KYC_MESSAGES.loadFailed,
  });
  const risks = useKycApproveRisks(user);
  const name = user ? kycNameEn(user) || kycNameAr(user) || t('kyc.thisUser', { id: String(user.id) }) : '';

  return (
    <Page>
      <ReviewHeader title={title} backTo={flow.backTo} listTitle={t('kyc.listTitle')} flow={flow} summary={user && caseSummary(user)} />
      {!user ? (
        <DetailSkeleton label={t('kyc.loadingUser')} />
      ) : (
        <>
          <InfoGrid title={t('kyc.userInformation')} headingLevel={2} items={userItems(user)} {...infoGridTexts()} />
          <Section aria-labelledby="kyc-documents-title">
            <SectionTitle id="kyc-documents-title">{shared('review-shared.uploadedDocuments')}</SectionTitle>
            {user.documents && user.documents.length > 0 ? (
              <Cards>
                {user.documents.map((doc, index) => (
                  <DocumentCard
                    loadError={risks.failures.get(documentUrl(doc) ?? '')}
                    key={doc.id ?? `entry-${index}`}
                    title={documentTitle(doc.document_type)}
                    url={documentUrl(doc)}
                    // The ID sides open in the image viewer and the agreement as a PDF, whatever the URL looks like.
                    kind={kycDocumentKind(doc.document_type)}
                    fileName={doc.file_name ?? (fileNameOf(doc.file_path) || undefined)}
                    uploadedAt={readDate(doc.uploaded_at) ? <DateText value={doc.uploaded_at} show="dateTime" /> : undefined}
                  />
                ))}
              </Cards>
            ) : (
              <Muted>{shared('review-shared.noDocuments')}</Muted>
            )}
          </Section>
          <ReviewActions
            key={`kyc:${user.id}`}
            draftKey={`kyc:${user.id}`}
            flow={flow}
            label={t('kyc.actions')}
            approveLabel={t('kyc.approve')}
            rejectLabel={t('kyc.reject')}
            approveMessage={t('kyc.approveQuestion', { name })}
            rejectMessage={t('kyc.rejectQuestion', { name })}
            rejectReasons={rejectionReasons()}
            approveRisks={risks.risks}
            checkApproveRisks={risks.check}
            onApprove={() => decide(() => approveKyc(user.id), DECISIONS.approve)}
            onReject={(reason) => decide(() => rejectKyc(user.id, reason), DECISIONS.reject)}
          />
        </>
      )}
    </Page>
  );
}
