import {
  Button,
  ConfirmModal,
  DateText,
  HistoryTable,
  InfoGrid,
  InlineAlert,
  scriptLang,
  SkeletonText,
  StatusBadge,
  StickyActionBar,
  type HistoryColumns,
  type InfoGridItem,
} from '@admin-console/admin-ui';
import { useState } from 'react';
import { t, useT } from './messages';
import { useT as useSharedT } from '../review-shared/messages';
import { infoGridTexts, ltrValue } from '../review-shared/listColumns';
import {
  aliasTypeLabel,
  aliasValue,
  listStatus,
  aliasValueLabel,
  canApprove,
  canReject,
  changeTypeLabel,
  cliqApproveRisks,
  createdByLabel,
  detailStatus,
  kycStatusLabel,
  kycStatusTone,
  logsNewestFirst,
  logValue,
  notAvailable,
  rejectWarning,
  userDisplayName,
  type CliqAccount,
  type CliqLog,
} from './rules';
import { shownText } from '../../kernel/fields';
import { approveCliqAccount, cliqQueue, rejectCliqAccount } from './api';
import { decisionTexts, failureNotice, sessionEndedText } from '../review-shared/decisions';
import { liveTexts } from '../../kernel/liveTexts';
import { ReviewById, ReviewHeader } from '../review-shared/ReviewPage';
import { useReviewRecord } from '../review-shared/useReviewRecord';
import { ReviewControls } from '../review-shared/ReviewControls';
import { REVIEW_KEYSHORTCUTS } from '../review-shared/useReviewShortcuts';
import { Section, SectionHeading, Sections } from './CliqDetailPage.styles';
import { decidedRisk } from '../review-shared/approveRisks';
import type { ReactNode } from 'react';

/** The page's notices, each read when it is shown (so in the interface language of that moment). */
export const CLIQ_MESSAGES = liveTexts({
  notFound: () => t('cliq.notFound'),
  loadFailed: () => t('cliq.loadFailed'),
  approved: () => t('cliq.approved'),
  approveFailed: () => t('cliq.approveFailed'),
  rejected: () => t('cliq.rejectedNotice'),
  rejectFailed: () => t('cliq.rejectFailed'),
  approveSessionEnded: () => sessionEndedText(t('cliq.notApproved')),
  rejectSessionEnded: () => sessionEndedText(t('cliq.notRejected')),
});

/** Failures the server did not explain in JSON say their status (a proxy's 502), never the body. */
const DECISIONS = decisionTexts(CLIQ_MESSAGES, {
  approve: (error) => failureNotice(error, { failed: t('cliq.approveFailedShort'), generic: CLIQ_MESSAGES.approveFailed }),
  reject: (error) => failureNotice(error, { failed: t('cliq.rejectFailedShort'), generic: CLIQ_MESSAGES.rejectFailed }),
});

type Dialog = 'approve' | 'reject' | null;

/** Stands for the user's name in a sentence, replaced by the name isolated in <bdi> (withName). */
const NAME_MARK = '\u0000';
const withName = (sentence: string, name: string) => {
  const [before, after = ''] = sentence.split(NAME_MARK);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
};

function accountItems(account: CliqAccount): InfoGridItem[] {
  const status = detailStatus(account);
  return [
    { label: t('cliq.accountId'), value: shownText(account.id, notAvailable()) },
    { label: t('cliq.aliasTypeLabel'), value: aliasTypeLabel(account.alias_type) },
    {
      label: aliasValueLabel(account.alias_type),
      // A mobile number reads left to right, so "+962…" keeps its order in an Arabic page.
      value: account.alias_type === 'mobile' ? <span dir="ltr">{aliasValue(account)}</span> : aliasValue(account),
      lang: scriptLang(aliasValue(account)),
    },
    { label: t('cliq.status'), value: <StatusBadge tone={status.tone}>{status.label}</StatusBadge> },
    { label: t('cliq.createdAt'), value: <DateText value={account.created_at} show="dateTime" placeholder={notAvailable()} /> },
    { label: t('cliq.lastChanged'), value: <DateText value={account.changed_at} show="dateTime" placeholder={notAvailable()} /> },
  ];
}

function userItems(account: CliqAccount): InfoGridItem[] {
  const { user } = account;
  return [
    { label: t('cliq.userName'), value: userDisplayName(user), lang: scriptLang(userDisplayName(user)) },
    { label: t('cliq.emailAddress'), value: ltrValue(user?.email) },
    { label: t('cliq.mobileNumber'), value: ltrValue(user?.mobile_number) },
    { label: t('cliq.userId'), value: shownText(account.user_id ?? user?.id, notAvailable()) },
    { label: t('cliq.createdBy'), value: createdByLabel(account.created_by) },
    { label: t('cliq.kycStatus'), value: kycStatusValue(user) },
  ];
}

/** The user's KYC status as a badge, like the account's status (plain N/A without a user). */
function kycStatusValue(user: CliqAccount['user']) {
  const label = kycStatusLabel(user);
  const tone = kycStatusTone(label);
  return tone ? <StatusBadge tone={tone}>{label}</StatusBadge> : label;
}

/** The approval's risks, in the interface language (docs/product.md#risky-approvals). */
function approveRisks(account: CliqAccount): ReactNode[] {
  const { kyc, rejectedAt } = cliqApproveRisks(account);
  const risks: ReactNode[] = [];
  if (rejectedAt !== false) risks.push(decidedRisk('rejected', rejectedAt));
  if (kyc === 'unknown') risks.push(t('cliq.riskKycUnknown'));
  else if (kyc !== 'verified') risks.push(t('cliq.riskKycNotVerified', { status: kyc }));
  return risks;
}

/** The change history's columns, over the account's log records as they are; titles and actions in the interface language. */
function historyColumns(): HistoryColumns<CliqLog> {
  return {
    date: {
      title: t('cliq.historyDate'),
      render: (log) => <DateText value={log.created_at} show="dateTime" placeholder={notAvailable()} />,
    },
    action: { title: t('cliq.historyAction'), render: (log) => changeTypeLabel(log.change_type) },
    oldValue: { title: t('cliq.historyOld'), render: (log) => logValue(log, 'old') },
    newValue: { title: t('cliq.historyNew'), render: (log) => logValue(log, 'new') },
  };
}

const logId = (log: CliqLog) => log.id;

/**
 * Placeholders in the shape of the two information sections (a heading and six rows each). Not
 * review-shared's DetailSkeleton: that one draws an information block and a document-card block,
 * and a Cliq account has no documents, so the page would jump when it loads.
 */
function DetailSkeleton() {
  const t = useT();
  return (
    <Sections>
      <Section>
        <SkeletonText lines={1} lineHeight={22} style={{ maxWidth: 240 }} label={t('cliq.loadingAccount')} />
        <SkeletonText lines={6} />
      </Section>
      <Section>
        <SkeletonText lines={1} lineHeight={22} style={{ maxWidth: 240 }} />
        <SkeletonText lines={6} />
      </Section>
    </Sections>
  );
}

/**
 * Cliq Account Review (/cliq/{id}): the account, its user and change history, and the decision:
 * Approve account / Reject account, each confirmed in a modal. Success returns to the list (with
 * the filter and page it was left at); a failure is told and the screen stays usable.
 */
export function CliqDetailPage() {
  return <ReviewById review={CliqReview} />;
}

function CliqReview({ id }: { id: string }) {
  const t = useT();
  const shared = useSharedT();
  const title = t('cliq.reviewTitle');
  // A failed load is told, then the list is shown (docs/product.md#cliq-review), with the filter and page it was
  // left at (carried in `?from=`, as KYC's and KYB's).
  const {
    flow,
    decide: decision,
    record: account,
  } = useReviewRecord({
    title,
    id,
    source: cliqQueue,
    loadFailed: CLIQ_MESSAGES.loadFailed,
    notFound: CLIQ_MESSAGES.notFound,
  });
  const [dialog, setDialog] = useState<Dialog>(null);

  const history = account ? logsNewestFirst(account.logs) : [];

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
      <ReviewHeader
        title={title}
        backTo={flow.backTo}
        listTitle={t('cliq.listTitle')}
        flow={flow}
        summary={
          account &&
          status && {
            // Each a data value of its own (isolated), whatever the page's direction.
            name: `\u2068${aliasValue(account)}\u2069 · \u2068${userName}\u2069`,
            status: status.label,
            waitingSince: listStatus(account.status).key === 'pending' ? cliqQueue.since?.(account) : undefined,
          }
        }
      />
      {!account ? (
        <DetailSkeleton />
      ) : (
        <Sections>
          <Section aria-labelledby="cliq-account-heading">
            {/* One heading per section: the account's details sit right under it. */}
            <SectionHeading id="cliq-account-heading">{t('cliq.accountInformation')}</SectionHeading>
            <InfoGrid hideToggle items={accountItems(account)} {...infoGridTexts()} />
          </Section>
          <Section aria-labelledby="cliq-user-heading">
            <SectionHeading id="cliq-user-heading">{t('cliq.userInformation')}</SectionHeading>
            <InfoGrid hideToggle items={userItems(account)} {...infoGridTexts()} />
          </Section>
          {history.length > 0 && (
            // Not a landmark of its own: the history table is already a region named Change History.
            <Section>
              <SectionHeading>{t('cliq.changeHistory')}</SectionHeading>
              <HistoryTable
                caption={t('cliq.changeHistory')}
                hideCaption
                rows={history}
                getRowId={logId}
                // Built at each render: its titles and actions are words of the interface language.
                columns={historyColumns()}
              />
            </Section>
          )}
          {/* Not review-shared's ReviewActions: that bar always shows both buttons and rejects with a required
              reason (RejectModal); Cliq shows each button by the account's status, and its rejection is a plain
              confirmation with a warning chosen from the history (docs/product.md#cliq-decisions). */}
          <StickyActionBar
            aria-label={t('cliq.accountActions')}
            message={status ? t('cliq.statusIs', { status: status.label }) : undefined}
            // On a phone the header's case line says the status: the bar keeps to its two rows of controls.
            hideMessageWhenNarrow
          >
            <ReviewControls
              flow={flow}
              onApprove={canApprove(account) ? () => setDialog('approve') : undefined}
              onReject={canReject(account) ? () => setDialog('reject') : undefined}
            />
            {canReject(account) && (
              <Button variant="danger" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.reject} onClick={() => setDialog('reject')}>
                {t('cliq.rejectAccount')}
              </Button>
            )}
            {canApprove(account) && (
              <Button aria-keyshortcuts={REVIEW_KEYSHORTCUTS.approve} onClick={() => setDialog('approve')}>
                {t('cliq.approveAccount')}
              </Button>
            )}
          </StickyActionBar>
          <ConfirmModal
            open={dialog === 'approve'}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            title={t('cliq.confirmApproval')}
            description={withName(t('cliq.approveQuestion', { name: NAME_MARK }), userName)}
            confirmLabel={shared('review-shared.yesApprove')}
            busyLabel={shared('review-shared.approving')}
            cancelLabel={shared('review-shared.cancel')}
            risks={approveRisks(account)}
            riskConfirmLabel={shared('review-shared.approveAnyway')}
            risksHeading={shared('review-shared.risksHeading')}
            risksAcknowledgeLabel={shared('review-shared.risksAcknowledge')}
            onConfirm={() => decide('approve')}
          />
          <ConfirmModal
            open={dialog === 'reject'}
            onOpenChange={(open) => setDialog(open ? 'reject' : null)}
            title={t('cliq.rejectTitle')}
            description={t('cliq.rejectQuestion')}
            confirmLabel={shared('review-shared.yesReject')}
            busyLabel={shared('review-shared.rejecting')}
            cancelLabel={shared('review-shared.cancel')}
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
