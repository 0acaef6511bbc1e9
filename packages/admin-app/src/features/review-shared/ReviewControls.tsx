import { Button, KeyboardShortcutsDialog, KeyHint, MAIN_CONTENT_ID, Switch, useNotifications } from '@admin-console/admin-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from './messages';
import type { Neighbour, ReviewQueue } from './useReviewQueue';
import { REVIEW_KEYSHORTCUTS, useReviewShortcuts } from './useReviewShortcuts';
import { WideOnly } from './Review.styles';

/** What a review page's controls work with (see useReviewFlow). */
export interface ReviewFlow {
  /** The list the reviewer came from. */
  backTo: string;
  queue: ReviewQueue;
  openNext: boolean;
  setOpenNext: (on: boolean) => void;
}

export interface ReviewControlsProps {
  flow: ReviewFlow;
  /** Opens the Approve dialog; undefined when the case cannot be approved. */
  onApprove?: () => void;
  /** Opens the Reject dialog; undefined when the case cannot be rejected. */
  onReject?: () => void;
}

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
 * by "?" or the Shortcuts button). Render it inside the bar, before Reject / Approve.
 */
export function ReviewControls({ flow, onApprove, onReject }: ReviewControlsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [helpOpen, setHelpOpen] = useState(false);
  const [moving, setMoving] = useState(false);

  const go = async (direction: 'next' | 'previous') => {
    if (moving) return;
    setMoving(true);
    let neighbour: Neighbour;
    try {
      neighbour = await flow.queue[direction]();
    } finally {
      setMoving(false);
    }
    if (neighbour.kind === 'case') navigate(neighbour.to);
    else if (neighbour.kind === 'end') notify({ tone: 'info', message: t(direction === 'next' ? 'review-shared.noNextCase' : 'review-shared.noPreviousCase') });
    else notify({ tone: 'error', message: t('review-shared.neighbourFailed') });
  };

  useReviewShortcuts({
    approve: onApprove,
    reject: onReject,
    next: () => void go('next'),
    previous: () => void go('previous'),
    openDocument: openFirstDocument,
    back: () => navigate(flow.backTo),
    help: () => setHelpOpen(true),
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
      <Switch label={t('review-shared.openNextCase')} checked={flow.openNext} onCheckedChange={flow.setOpenNext} />
      <Button variant="secondary" size="sm" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.previous} disabled={moving} onClick={() => void go('previous')}>
        {t('review-shared.previousCase')}
      </Button>
      <Button variant="secondary" size="sm" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.next} disabled={moving} onClick={() => void go('next')}>
        {t('review-shared.nextCase')}
      </Button>
      <WideOnly>
        <Button variant="ghost" size="sm" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.help} aria-haspopup="dialog" onClick={() => setHelpOpen(true)}>
          {t('review-shared.shortcuts')} <KeyHint aria-hidden="true">?</KeyHint>
        </Button>
      </WideOnly>
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
