import {
  DateText,
  DocumentCard,
  InfoGrid,
  PageHeader,
  readDate,
  scriptLang,
  StatusBadge,
  type InfoGridItem,
} from '@admin-console/admin-ui';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { RECORD_FRESH_FOR, useRemote } from '../../kernel/useRemote';
import { t, useT } from './messages';
import { t as shared, useT as useSharedT } from '../review-shared/messages';
import { documentUrl, KYC_DETAIL_LABEL, KYC_STATUS_TONE, kycNameAr, kycDocumentKind, kycNameEn, kycStatus, type KycUser } from './rules';
import { documentTitle, fileNameOf } from '../review-shared/rules';
import { approveKyc, fetchKycPage, kycUserQuery, rejectKyc } from './api';
import { kycKeys } from './keys';
import { failureNotice, sessionEndedText, useDecision } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { Cards, Muted, Page, Section, SectionTitle } from '../review-shared/Review.styles';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import { nextAfterDecision, useReviewFlow } from '../review-shared/useReviewFlow';
import type { ReviewQueueSource } from '../review-shared/useReviewQueue';
import { reviewListQueryFrom } from '../review-shared/api';
import { kycPaths } from './paths';

/** The page's notices, each read when it is shown (so in the interface language of that moment). */
export const KYC_MESSAGES = {
  get loadFailed() {
    return t('kyc.loadFailed');
  },
  get approved() {
    return t('kyc.approved');
  },
  get approveFailed() {
    return t('kyc.approveFailed');
  },
  get rejected() {
    return t('kyc.rejected');
  },
  get rejectFailed() {
    return t('kyc.rejectFailed');
  },
  get approveSessionEnded() {
    return sessionEndedText(t('kyc.notApproved'));
  },
  get rejectSessionEnded() {
    return sessionEndedText(t('kyc.notRejected'), shared('review-shared.outcomeNothingDecided'), shared('review-shared.signInReasonKept'));
  },
};

const approveFailure = (error: unknown) =>
  failureNotice(error, { failed: t('kyc.approveFailedShort'), generic: KYC_MESSAGES.approveFailed });
const rejectFailure = (error: unknown) => failureNotice(error, { failed: t('kyc.rejectFailedShort'), generic: KYC_MESSAGES.rejectFailed });

/** The KYC list as a review moves through it (the same pages, from the cache, as the list shows). */
const KYC_QUEUE: ReviewQueueSource<KycUser> = {
  page: (from, page) => {
    const query = reviewListQueryFrom(from, page);
    return { key: kycKeys.list(query), load: (signal) => fetchKycPage(query, signal) };
  },
  getRowId: (user) => user.id,
  detailPath: (user) => kycPaths.record(user.id),
};

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
  const { id = '' } = useParams();
  // One review per record: another id (the next case, Back, Forward) starts afresh: its reason, its dialogs, and
  // its one decision at a time (a decision still sent for the last record does not hold this one's back).
  return <KycReview key={id} id={id} />;
}

function KycReview({ id }: { id: string }) {
  const t = useT();
  const shared = useSharedT();
  const title = t('kyc.reviewTitle');
  useDocumentTitle(title);
  const flow = useReviewFlow(kycPaths.list, id, KYC_QUEUE);
  const backTo = flow.backTo;
  const decide = useDecision(backTo, { lists: kycKeys.lists, record: kycKeys.record(id) }, undefined, nextAfterDecision(flow));
  const query = kycUserQuery(id);
  // Refreshed when the window regains focus: another reviewer may have decided it meanwhile.
  const remote = useRemote(query.key, query.load, { refreshOnFocus: true, freshFor: RECORD_FRESH_FOR });

  // A load failure (docs/product.md#kyc-review) is told, and the admin goes back to the list (a 401 is the session's).
  useReturnOnLoadFailure(remote.status === 'error' ? KYC_MESSAGES.loadFailed : null, remote.error, backTo);

  const user = remote.status === 'success' ? remote.data : undefined;
  const name = user ? kycNameEn(user) || kycNameAr(user) || t('kyc.thisUser', { id: String(user.id) }) : '';

  return (
    <Page>
      <PageHeader
        title={title}
        back={{ to: backTo, label: shared('review-shared.backTo', { place: t('kyc.listTitle') }), keyshortcuts: 'Escape' }}
      />
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
            approveTitle={t('kyc.approve')}
            approveMessage={t('kyc.approveQuestion', { name })}
            rejectTitle={t('kyc.reject')}
            rejectMessage={t('kyc.rejectQuestion', { name })}
            onApprove={() =>
              decide(() => approveKyc(user.id), {
                success: KYC_MESSAGES.approved,
                failure: approveFailure,
                sessionEnded: KYC_MESSAGES.approveSessionEnded,
              })
            }
            onReject={(reason) =>
              decide(() => rejectKyc(user.id, reason), {
                success: KYC_MESSAGES.rejected,
                failure: rejectFailure,
                sessionEnded: KYC_MESSAGES.rejectSessionEnded,
              })
            }
          />
        </>
      )}
    </Page>
  );
}
