import {
  Button,
  ConfirmModal,
  DateText,
  HistoryTable,
  InfoGrid,
  InlineAlert,
  PageHeader,
  scriptLang,
  SkeletonText,
  StatusBadge,
  StickyActionBar,
  type HistoryEntry,
  type InfoGridItem,
} from '@admin-console/admin-ui';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { CLIQ_LIST_TITLE } from './names';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useReturnOnLoadFailure } from '../../platform/useReturnOnLoadFailure';
import { RECORD_FRESH_FOR, useRemote } from '../../kernel/useRemote';
import {
  aliasTypeLabel,
  aliasValue,
  aliasValueLabel,
  canApprove,
  canReject,
  changeTypeLabel,
  createdByLabel,
  detailStatus,
  kycStatusLabel,
  kycStatusTone,
  logsNewestFirst,
  logValue,
  NOT_AVAILABLE,
  rejectWarning,
  userDisplayName,
  toStatusFilter,
  type CliqAccount,
} from './rules';
import { shownText } from '../../kernel/fields';
import { httpStatus } from '../../platform/http';
import { approveCliqAccount, cliqAccountQuery, fetchCliqAccounts, rejectCliqAccount } from './api';
import { cliqKeys } from './keys';
import { failureNotice, sessionEndedText, useDecision } from '../review-shared/decisions';
import { nextAfterDecision, useReviewFlow } from '../review-shared/useReviewFlow';
import type { ReviewQueueSource } from '../review-shared/useReviewQueue';
import { ReviewControls } from '../review-shared/ReviewControls';
import { REVIEW_KEYSHORTCUTS } from '../review-shared/useReviewShortcuts';
import { Section, SectionHeading, Sections } from './CliqDetailPage.styles';
import { cliqPaths } from './paths';

export const CLIQ_DETAIL_TITLE = 'Cliq account review';

export const CLIQ_MESSAGES = {
  notFound: 'Cliq account not found.',
  loadFailed: 'Failed to load account details. Please try again.',
  approved: 'Cliq account approved successfully!',
  approveFailed: 'Failed to approve account. Please try again.',
  rejected: 'Cliq account rejected successfully!',
  rejectFailed: 'Failed to reject account. Please try again.',
  approveSessionEnded: sessionEndedText('The Cliq account was not approved'),
  rejectSessionEnded: sessionEndedText('The Cliq account was not rejected'),
} as const;

/** Failures the server did not explain in JSON say their status (a proxy's 502), never the body. */
const DECISIONS = {
  approve: {
    success: CLIQ_MESSAGES.approved,
    failure: (error: unknown) => failureNotice(error, { failed: 'Failed to approve account', generic: CLIQ_MESSAGES.approveFailed }),
    sessionEnded: CLIQ_MESSAGES.approveSessionEnded,
  },
  reject: {
    success: CLIQ_MESSAGES.rejected,
    failure: (error: unknown) => failureNotice(error, { failed: 'Failed to reject account', generic: CLIQ_MESSAGES.rejectFailed }),
    sessionEnded: CLIQ_MESSAGES.rejectSessionEnded,
  },
} as const;

type Dialog = 'approve' | 'reject' | null;

function accountItems(account: CliqAccount): InfoGridItem[] {
  const status = detailStatus(account);
  return [
    { label: 'Account ID', value: shownText(account.id) },
    { label: 'Alias Type', value: aliasTypeLabel(account.alias_type) },
    { label: aliasValueLabel(account.alias_type), value: aliasValue(account), lang: scriptLang(aliasValue(account)) },
    { label: 'Status', value: <StatusBadge tone={status.tone}>{status.label}</StatusBadge> },
    { label: 'Created At', value: <DateText value={account.created_at} show="dateTime" placeholder={NOT_AVAILABLE} /> },
    { label: 'Last Changed', value: <DateText value={account.changed_at} show="dateTime" placeholder={NOT_AVAILABLE} /> },
  ];
}

function userItems(account: CliqAccount): InfoGridItem[] {
  const { user } = account;
  return [
    { label: 'User Name', value: userDisplayName(user), lang: scriptLang(userDisplayName(user)) },
    { label: 'Email Address', value: shownText(user?.email) },
    { label: 'Mobile Number', value: shownText(user?.mobile_number) },
    { label: 'User ID', value: shownText(account.user_id ?? user?.id) },
    { label: 'Created By', value: createdByLabel(account.created_by) },
    { label: 'KYC Status', value: kycStatusValue(user) },
  ];
}

/** The user's KYC status as a badge, like the account's status (plain N/A without a user). */
function kycStatusValue(user: CliqAccount['user']) {
  const label = kycStatusLabel(user);
  const tone = kycStatusTone(label);
  return tone ? <StatusBadge tone={tone}>{label}</StatusBadge> : label;
}

function historyEntries(account: CliqAccount): HistoryEntry[] {
  return logsNewestFirst(account.logs).map((log) => ({
    id: log.id,
    date: <DateText value={log.created_at} show="dateTime" placeholder={NOT_AVAILABLE} />,
    action: changeTypeLabel(log.change_type),
    oldValue: logValue(log, 'old'),
    newValue: logValue(log, 'new'),
  }));
}

/**
 * Placeholders in the shape of the two information sections (a heading and six rows each). Not
 * review-shared's DetailSkeleton: that one draws an information block and a document-card block,
 * and a Cliq account has no documents, so the page would jump when it loads.
 */
function DetailSkeleton() {
  return (
    <Sections>
      <Section>
        <SkeletonText lines={1} lineHeight={22} style={{ maxWidth: 240 }} label="Loading account…" />
        <SkeletonText lines={6} />
      </Section>
      <Section>
        <SkeletonText lines={1} lineHeight={22} style={{ maxWidth: 240 }} />
        <SkeletonText lines={6} />
      </Section>
    </Sections>
  );
}

/** The Cliq list as a review moves through it (the same pages, from the cache, as the list shows). */
const CLIQ_QUEUE: ReviewQueueSource<CliqAccount> = {
  page: (from, page) => {
    const query = { page, status: toStatusFilter(from.get('status') ?? 'all') };
    return { key: cliqKeys.list(query), load: (signal) => fetchCliqAccounts(query, signal) };
  },
  getRowId: (account) => account.id,
  detailPath: (account) => cliqPaths.record(account.id),
};

/**
 * Cliq Account Review (/cliq/{id}): the account, its user and change history, and the decision:
 * Approve account / Reject account, each confirmed in a modal. Success returns to the list (with
 * the filter and page it was left at); a failure is told and the screen stays usable.
 */
export function CliqDetailPage() {
  useDocumentTitle(CLIQ_DETAIL_TITLE);
  const { id = '' } = useParams();
  // The list with the filter and page it was left at, carried in `?from=` (shared with KYC/KYB).
  const flow = useReviewFlow(cliqPaths.list, id, CLIQ_QUEUE);
  const listPath = flow.backTo;
  const decision = useDecision(listPath, { lists: cliqKeys.lists, record: cliqKeys.record(id) }, undefined, nextAfterDecision(flow));
  const query = cliqAccountQuery(id);
  // Refreshed when the window regains focus: another reviewer may have decided it meanwhile.
  const remote = useRemote(query.key, query.load, { refreshOnFocus: true, freshFor: RECORD_FRESH_FOR });
  const account = remote.status === 'success' ? remote.data : undefined;
  const [dialog, setDialog] = useState<Dialog>(null);

  // A failed load is told, then the list is shown (docs/product.md#cliq-review). A 401 is the session's: it signs out.
  const loadFailure = remote.status !== 'error' ? null : httpStatus(remote.error) === 404 ? CLIQ_MESSAGES.notFound : CLIQ_MESSAGES.loadFailed;
  useReturnOnLoadFailure(loadFailure, remote.error, listPath);

  const history = useMemo(() => (account ? historyEntries(account) : []), [account]);

  const decide = async (action: 'approve' | 'reject') => {
    if (!account) return;
    const call = action === 'approve' ? approveCliqAccount : rejectCliqAccount;
    await decision(() => call(account.id), DECISIONS[action]);
    // The modal closes whatever the outcome (docs/product.md#cliq-decisions); the screen stays usable.
    setDialog(null);
  };

  const status = account ? detailStatus(account) : undefined;
  const userName = account ? userDisplayName(account.user) : '';

  return (
    <>
      <PageHeader title={CLIQ_DETAIL_TITLE} back={{ to: listPath, label: `Back to ${CLIQ_LIST_TITLE}`, keyshortcuts: 'Escape' }} />
      {!account ? (
        <DetailSkeleton />
      ) : (
        <Sections>
          <Section aria-labelledby="cliq-account-heading">
            {/* One heading per section: the account's details sit right under it. */}
            <SectionHeading id="cliq-account-heading">Account Information</SectionHeading>
            <InfoGrid hideToggle items={accountItems(account)} />
          </Section>
          <Section aria-labelledby="cliq-user-heading">
            <SectionHeading id="cliq-user-heading">User Information</SectionHeading>
            <InfoGrid hideToggle items={userItems(account)} />
          </Section>
          {history.length > 0 && (
            // Not a landmark of its own: the history table is already a region named Change History.
            <Section>
              <SectionHeading>Change History</SectionHeading>
              <HistoryTable caption="Change History" hideCaption entries={history} />
            </Section>
          )}
          {/* Not review-shared's ReviewActions: that bar always shows both buttons and rejects with a required
              reason (RejectModal); Cliq shows each button by the account's status, and its rejection is a plain
              confirmation with a warning chosen from the history (docs/product.md#cliq-decisions). */}
          <StickyActionBar aria-label="Account actions" message={status ? `Status: ${status.label}` : undefined}>
            <ReviewControls
              flow={flow}
              onApprove={canApprove(account) ? () => setDialog('approve') : undefined}
              onReject={canReject(account) ? () => setDialog('reject') : undefined}
            />
            {canReject(account) && (
              <Button variant="danger" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.reject} onClick={() => setDialog('reject')}>
                Reject account
              </Button>
            )}
            {canApprove(account) && (
              <Button aria-keyshortcuts={REVIEW_KEYSHORTCUTS.approve} onClick={() => setDialog('approve')}>
                Approve account
              </Button>
            )}
          </StickyActionBar>
          <ConfirmModal
            open={dialog === 'approve'}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            title="Confirm Approval"
            message={
              <>
                Are you sure you want to approve this Cliq account for <bdi>{userName}</bdi>?
              </>
            }
            confirmLabel="Yes, Approve"
            busyLabel="Approving…"
            onConfirm={() => decide('approve')}
          />
          <ConfirmModal
            open={dialog === 'reject'}
            onOpenChange={(open) => setDialog(open ? 'reject' : null)}
            title="Reject Cliq Account"
            message="Are you sure you want to reject this Cliq account?"
            confirmLabel="Yes, Reject"
            busyLabel="Rejecting…"
            tone="danger"
            onConfirm={() => decide('reject')}
          >
            <InlineAlert tone="warning" live="off">
              {rejectWarning(account)}
            </InlineAlert>
          </ConfirmModal>
        </Sections>
      )}
    </>
  );
}
