import { DateText, DocumentCard, InfoGrid, PageHeader, readDate, scriptLang, StatusBadge, type InfoGridItem } from '@admin-console/admin-ui';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { RECORD_FRESH_FOR, useRemote } from '../../kernel/useRemote';
import { shownText } from '../../kernel/fields';
import { KYC_LIST_TITLE } from './names';
import { documentUrl, KYC_DETAIL_LABEL, KYC_STATUS_TONE, kycNameAr, kycDocumentKind, kycNameEn, kycStatus, type KycUser } from './rules';
import { documentTitle, fileNameOf } from '../review-shared/rules';
import { approveKyc, fetchKycPage, kycUserQuery, rejectKyc } from './api';
import { kycKeys } from './keys';
import { failureNotice, sessionEndedText, useDecision } from '../review-shared/decisions';
import { DetailSkeleton } from '../review-shared/DetailSkeleton';
import { ReviewActions } from '../review-shared/ReviewActions';
import { Cards, Muted, Page, Section, SectionTitle } from '../review-shared/Review.styles';
import { nextAfterDecision, useReviewFlow } from '../review-shared/useReviewFlow';
import type { ReviewQueueSource } from '../review-shared/useReviewQueue';
import { reviewListQueryFrom } from '../review-shared/api';
import { useT as useReviewT } from '../review-shared/messages';
import { kycPaths } from './paths';

const TITLE = 'KYC verification review';

export const KYC_MESSAGES = {
  loadFailed: 'Failed to load user details. Please try again.',
  approved: 'KYC verification approved successfully!',
  approveFailed: 'Failed to approve KYC. Please try again.',
  rejected: 'KYC verification rejected.',
  rejectFailed: 'Failed to reject KYC. Please try again.',
  approveSessionEnded: sessionEndedText('The KYC verification was not approved'),
  rejectSessionEnded: sessionEndedText('The KYC verification was not rejected', 'nothing was decided', 'Sign in again: your reason is kept.'),
} as const;

const approveFailure = (error: unknown) => failureNotice(error, { failed: 'Failed to approve KYC', generic: KYC_MESSAGES.approveFailed });
const rejectFailure = (error: unknown) => failureNotice(error, { failed: 'Failed to reject KYC', generic: KYC_MESSAGES.rejectFailed });

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
    { label: 'Full Name (English)', value: kycNameEn(user), lang: scriptLang(kycNameEn(user)) },
    { label: 'Full Name (Arabic)', value: kycNameAr(user), lang: scriptLang(kycNameAr(user)) },
    { label: 'National ID', value: shownText(user.national_id) },
    { label: 'Email', value: shownText(user.email) },
    { label: 'Mobile', value: shownText(user.mobile_number) },
    { label: 'KYC Status', value: <StatusBadge tone={KYC_STATUS_TONE[status]}>{KYC_DETAIL_LABEL[status]}</StatusBadge> },
  ];
}

/** KYC verification review (docs/product.md#kyc-review): one user's identity check, approved or rejected here. */
export function KycDetailPage() {
  useDocumentTitle(TITLE);
  const { id = '' } = useParams();
  const reviewT = useReviewT();
  const flow = useReviewFlow(kycPaths.list, id, KYC_QUEUE);
  const backTo = flow.backTo;
  const decide = useDecision(backTo, { lists: kycKeys.lists, record: kycKeys.record(id) }, undefined, nextAfterDecision(flow));
  const query = kycUserQuery(id);
  // Refreshed when the window regains focus: another reviewer may have decided it meanwhile.
  const remote = useRemote(query.key, query.load, { refreshOnFocus: true, freshFor: RECORD_FRESH_FOR });

  // A load failure (docs/product.md#kyc-review) is told, and the admin goes back to the list (a 401 is the session's).
  useReturnOnLoadFailure(remote.status === 'error' ? KYC_MESSAGES.loadFailed : null, remote.error, backTo);

  const user = remote.status === 'success' ? remote.data : undefined;
  const name = user ? kycNameEn(user) || kycNameAr(user) || `user ${user.id}` : '';

  return (
    <Page>
      <PageHeader title={TITLE} back={{ to: backTo, label: `Back to ${KYC_LIST_TITLE}`, keyshortcuts: 'Escape' }} />
      {!user ? (
        <DetailSkeleton label="Loading user details…" />
      ) : (
        <>
          <InfoGrid title="User Information" headingLevel={2} items={userItems(user)} />
          <Section aria-labelledby="kyc-documents-title">
            <SectionTitle id="kyc-documents-title">Uploaded Documents</SectionTitle>
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
                    pdfPreviewLabel={(title) => reviewT('review-shared.pdfPreview', { title })}
                    pdfUnavailableText={reviewT('review-shared.pdfUnavailable')}
                  />
                ))}
              </Cards>
            ) : (
              <Muted>No documents uploaded.</Muted>
            )}
          </Section>
          <ReviewActions
            key={`kyc:${user.id}`}
            draftKey={`kyc:${user.id}`}
            flow={flow}
            label="KYC actions"
            approveLabel="Approve KYC"
            rejectLabel="Reject KYC"
            approveTitle="Approve KYC"
            approveMessage={`Are you sure you want to approve the KYC verification of ${name}?`}
            rejectTitle="Reject KYC"
            rejectMessage={`Why is the KYC verification of ${name} rejected? The reason is sent with the rejection.`}
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
