import { Button, KeyboardShortcutsDialog, KeyHint, MAIN_CONTENT_ID, Switch } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from './messages';
import type { QueueMove } from './useQueueMove';
import type { ReviewQueue } from './useReviewQueue';
import { REVIEW_KEYSHORTCUTS, useReviewShortcuts } from './useReviewShortcuts';
import { CaseSteps, StepArrow, StepWords, WideOnly } from './Review.styles';

/** What a review page's controls work with (see useReviewFlow). */
export interface ReviewFlow {
  /** The list the reviewer came from. */
  backTo: string;
  queue: ReviewQueue;
  openNext: boolean;
  setOpenNext: (on: boolean) => void;
  /** Previous / Next through `queue`, one move at a time for the header, the bar and the keys (useQueueMove). */
  move: QueueMove;
}

export interface ReviewControlsProps {
  flow: ReviewFlow;
  /** Opens the Approve dialog; undefined when the case cannot be approved. */
  onApprove?: () => void;
  /** Opens the Reject dialog; undefined when the case cannot be rejected. */
  onReject?: () => void;
}

/** A case step's arrow (below 640 px): a chevron to the start side, or to the end side. */
const Arrow = ({ to }: { to: 'start' | 'end' }) => (
  <StepArrow viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d={to === 'start' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </StepArrow>
);

/** The first document of the page: an image opens in its viewer, a PDF shown in the page gets focus. */
function openFirstDocument() {
  const target = document.getElementById(MAIN_CONTENT_ID)?.querySelector<HTMLElement>('[data-document-open]');
  if (!target) return;
  target.scrollIntoView?.({ block: 'nearest' });
  if (target instanceof HTMLButtonElement) target.click();
  else target.focus();
}

/**
 * The review action bar's own controls (KYC, KYB, Cliq): the "Open the next case" switch, Previous case
 * / Next case of the list the reviewer came from, and the keyboard shortcuts (with their list, opened
 * by "?" or the Shortcuts button), grouped apart from the decisions. Render it inside the bar, before Reject / Approve.
 */
export function ReviewControls({ flow, onApprove, onReject }: ReviewControlsProps) {
  const t = useT();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const { go, moving, isBusy } = flow.move;
  // While moving, no key acts on the case being left.
  const unlessMoving = (action: () => void) => () => {
    if (!isBusy()) action();
  };
  useReviewShortcuts({
    approve: onApprove && (() => unlessMoving(onApprove)()),
    reject: onReject && (() => unlessMoving(onReject)()),
    next: () => void go('next'),
    previous: () => void go('previous'),
    openDocument: () => unlessMoving(openFirstDocument)(),
    back: () => navigate(flow.backTo),
    help: () => unlessMoving(() => setHelpOpen(true))(),
  });

  const shortcuts = [
    ...(onApprove ? [{ keys: ['A'], description: t('review-shared.shortcutApprove') }] : []),
    ...(onReject ? [{ keys: ['R'], description: t('review-shared.shortcutReject') }] : []),
    { keys: ['J', ']'], description: t('review-shared.shortcutNext') },
    { keys: ['K', '['], description: t('review-shared.shortcutPrevious') },
    { keys: ['V'], description: t('review-shared.shortcutDocument') },
    { keys: ['Esc'], description: t('review-shared.shortcutBack') },
    { keys: ['?'], description: t('review-shared.shortcutHelp') },
  ];

  return (
    <>
      {/* The case steps, apart from the decisions the bar puts after them (Review.styles' CaseSteps). */}
      <CaseSteps>
        <Switch label={t('review-shared.openNextCase')} checked={flow.openNext} onCheckedChange={flow.setOpenNext} />
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={REVIEW_KEYSHORTCUTS.previous}
          disabled={moving}
          onClick={() => void go('previous')}
        >
          <Arrow to="start" />
          <StepWords>{t('review-shared.previousCase')}</StepWords>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts={REVIEW_KEYSHORTCUTS.next}
          disabled={moving}
          onClick={() => void go('next')}
        >
          <StepWords>{t('review-shared.nextCase')}</StepWords>
          <Arrow to="end" />
        </Button>
        <WideOnly>
          <Button
            variant="ghost"
            size="sm"
            aria-keyshortcuts={REVIEW_KEYSHORTCUTS.help}
            aria-haspopup="dialog"
            onClick={() => setHelpOpen(true)}
          >
            {t('review-shared.shortcuts')} <KeyHint aria-hidden="true">?</KeyHint>
          </Button>
        </WideOnly>
      </CaseSteps>
      <KeyboardShortcutsDialog
        open={helpOpen}
        onOpenChange={setHelpOpen}
        shortcuts={shortcuts}
        title={t('review-shared.shortcutsTitle')}
        description={t('review-shared.shortcutsHint')}
        orLabel={t('review-shared.or')}
        closeLabel={t('review-shared.close')}
      />
    </>
  );
}
