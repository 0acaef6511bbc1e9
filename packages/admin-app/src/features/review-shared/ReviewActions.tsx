import { Button, ConfirmModal, RejectModal, StickyActionBar } from '@admin-console/admin-ui';
import { useState, type ReactNode } from 'react';
import { useFormDraft } from '../../kernel/formDraft';
import { useT } from './messages';
import { ReviewControls, type ReviewFlow } from './ReviewControls';
import { REVIEW_KEYSHORTCUTS } from './useReviewShortcuts';

const readReason = (raw: unknown): string | null => (typeof raw === 'string' ? raw : null);
const sameReason = (a: string, b: string) => a === b;
const NO_RISKS: readonly ReactNode[] = [];

export interface ReviewActionsProps {
  /** Names the action bar, e.g. "KYC actions". */
  label: string;
  /** Text on the bar's start side, e.g. the status. */
  message?: ReactNode;
  /** The bar's buttons, e.g. "Approve KYC" / "Reject KYC". */
  approveLabel: string;
  rejectLabel: string;
  /** The confirmation dialog's title (default: the Approve button's words). */
  approveTitle?: string;
  approveMessage: ReactNode;
  /** The reason dialog's title (default: the Reject button's words). */
  rejectTitle?: string;
  rejectMessage: ReactNode;
  /**
   * The queue's ready-made rejection reasons, offered above the reason field (RejectModal's `reasons`): a pick
   * joins the typed reason, which stays editable and is kept as its draft like any typing. Default none.
   */
  rejectReasons?: readonly string[];
  /**
   * What makes approving this case risky, one sentence each (a document that did not load, documents missing, the
   * user's KYC not verified, a case already decided). With any, the confirmation names them and approves only
   * through "Approve anyway", after ticking that they were checked (docs/product.md#risky-approvals).
   */
  approveRisks?: readonly ReactNode[];
  /**
   * Risks still being checked (the documents): a one-step confirm waits for them, and if any turns up the dialog
   * names it instead of approving. Resolves the risks found, never rejects.
   */
  checkApproveRisks?: () => Promise<readonly ReactNode[]>;
  /** Runs the approval (the call, its notification, navigation); resolves whether it succeeded, never rejects. */
  onApprove: () => Promise<boolean>;
  /** Runs the rejection with the trimmed reason; resolves whether it succeeded, never rejects. */
  onReject: (reason: string) => Promise<boolean>;
  /** Extra content at the bar's end, before the buttons. */
  children?: ReactNode;
  /** Keeps both buttons inert (e.g. while the page saves something the decision depends on). Default false. */
  disabled?: boolean;
  /**
   * Names the record's rejection-reason draft, e.g. "kyc:12" (render the bar with `key` set to it too).
   * The typed reason is kept as a draft of this tab while it is typed, so a session that ends
   * mid-rejection (a 401 sends the admin to /login) loses nothing: back on the record after
   * signing in again, the reject dialog opens with the reason restored.
   */
  draftKey: string;
  /** The list around this case: the bar then has the "Open the next case" switch, Previous / Next case and the keyboard shortcuts (A, R, J, K, V, Esc, ?). */
  flow?: ReviewFlow;
}

/**
 * Approve / Reject of a review screen: a sticky bar with the two buttons, a confirmation for
 * Approve and a required reason for Reject. The dialogs hold their busy state while the call runs
 * (no second submit) and close when it settles; a failed rejection keeps its typed reason, and so
 * does a session that ends (see `draftKey`).
 */
export function ReviewActions({
  label,
  message,
  approveLabel,
  rejectLabel,
  approveTitle = approveLabel,
  approveMessage,
  rejectTitle = rejectLabel,
  rejectMessage,
  rejectReasons,
  approveRisks = NO_RISKS,
  checkApproveRisks,
  onApprove,
  onReject,
  children,
  disabled = false,
  draftKey,
  flow,
}: ReviewActionsProps) {
  const t = useT();
  const reason = useFormDraft<string>({ form: `review-reason:${draftKey}`, initial: '', read: readReason, same: sameReason });
  // Back after a session that ended mid-rejection: the dialog opens again with the reason.
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(() => (reason.restored ? 'reject' : null));
  // Risks found only when a one-step confirm waited for the checks: shown until the dialog closes.
  const [lateRisks, setLateRisks] = useState<readonly ReactNode[]>(NO_RISKS);
  const risks = approveRisks.length > 0 ? approveRisks : lateRisks;
  const close = (open: boolean) => {
    if (open) return;
    setDialog(null);
    setLateRisks(NO_RISKS);
  };
  const approve = async () => {
    // A one-step confirm while a check is still out: nothing is sent until it answered, and a risk it finds is named.
    if (risks.length === 0 && checkApproveRisks) {
      const found = await checkApproveRisks();
      if (found.length > 0) {
        setLateRisks(found);
        return;
      }
    }
    await onApprove().finally(() => close(false));
  };
  // Each opens its dialog; with the list around the case, its key (A, R) does too (ReviewControls).
  const decisionButton = (action: 'approve' | 'reject', variant: 'primary' | 'danger', text: string) => (
    <Button
      variant={variant}
      disabled={disabled}
      aria-keyshortcuts={flow ? REVIEW_KEYSHORTCUTS[action] : undefined}
      onClick={() => setDialog(action)}
    >
      {text}
    </Button>
  );
  return (
    <>
      <StickyActionBar aria-label={label} message={message}>
        {flow && (
          <ReviewControls
            flow={flow}
            onApprove={disabled ? undefined : () => setDialog('approve')}
            onReject={disabled ? undefined : () => setDialog('reject')}
          />
        )}
        {children}
        {decisionButton('reject', 'danger', rejectLabel)}
        {decisionButton('approve', 'primary', approveLabel)}
      </StickyActionBar>
      <ConfirmModal
        open={dialog === 'approve'}
        onOpenChange={close}
        title={approveTitle}
        description={approveMessage}
        confirmLabel={t('review-shared.yesApprove')}
        busyLabel={t('review-shared.approving')}
        cancelLabel={t('review-shared.cancel')}
        risks={risks}
        riskConfirmLabel={t('review-shared.approveAnyway')}
        risksHeading={t('review-shared.risksHeading')}
        risksAcknowledgeLabel={t('review-shared.risksAcknowledge')}
        onConfirm={approve}
      />
      <RejectModal
        open={dialog === 'reject'}
        onOpenChange={close}
        title={rejectTitle}
        description={rejectMessage}
        confirmLabel={t('review-shared.yesReject')}
        busyLabel={t('review-shared.rejecting')}
        cancelLabel={t('review-shared.cancel')}
        reasonLabel={t('review-shared.reasonLabel')}
        reasons={rejectReasons}
        reason={reason.values}
        onReasonChange={reason.setValues}
        // Under the reason field: "Required.", or that it came back from its draft.
        reasonHint={t(reason.restored ? 'review-shared.reasonRestored' : 'review-shared.reasonRequired')}
        onConfirm={(text) =>
          onReject(text).then((ok) => {
            // Not rejected (refused, or the session ended): the reason waits for the next try, even
            // if the admin has left the record meanwhile.
            if (!ok) reason.keep();
            setDialog(null);
            // Tells the dialog the rejection failed, so it keeps the reason for the next try.
            if (!ok) throw new Error('rejection failed');
          })
        }
      />
    </>
  );
}
