import { DateText, DocumentCard, InfoGrid, readDate, scriptLang, StatusBadge, type InfoGridItem } from '@admin-console/admin-ui';
import { t, useT } from './messages';
import { t as shared, useT as useSharedT } from '../review-shared/messages';
import { documentUrl, KYC_DETAIL_LABEL, KYC_STATUS_TONE, kycNameAr, kycDocumentKind, kycNameEn, kycStatus, type KycUser } from './rules';
import { documentTitle, fileNameOf } from '../review-shared/rules';
import { approveKyc, kycQueue, rejectKyc } from './api';
import { decisionTexts, failureNotice, sessionEndedText } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { ReviewById, ReviewHeader } from '../review-shared/ReviewPage';
import { Cards, Muted, Page, Section, SectionTitle } from '../review-shared/Review.styles';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import { liveTexts } from '../../kernel/liveTexts';
import { useReviewRecord } from '../review-shared/useReviewRecord';

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

/** KYC verification review (docs/product.md#kyc-review): one user's identity check, approved or rejected here. */
export function KycDetailPage() {
  return <ReviewById review={KycReview} />;
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
  const name = user ? kycNameEn(user) || kycNameAr(user) || t('kyc.thisUser', { id: String(user.id) }) : '';

  return (
    <Page>
      <ReviewHeader title={title} backTo={flow.backTo} listTitle={t('kyc.listTitle')} />
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
            onApprove={() => decide(() => approveKyc(user.id), DECISIONS.approve)}
            onReject={(reason) => decide(() => rejectKyc(user.id, reason), DECISIONS.reject)}
          />
        </>
      )}
    </Page>
  );
}
