import { Button, KeyboardShortcutsDialog, KeyHint, MAIN_CONTENT_ID, Switch, useNotifications } from '@admin-console/admin-ui';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
  // A move is under way from the key or click that asked for it until the case it opens is shown. The
  // router renders a new address as a transition: until it commits, this page (its case, its queue, its
  // keys) stays on screen while the address bar already shows the next one. A key pressed then would act on
  // the case left behind (J again went two cases on, A approved the old case), so every key and both
  // buttons wait. A move is recorded with the address it left (the location's key); once another address
  // is shown it is over. The ref answers keys pressed before the render that disables the buttons.
  const { key: shown } = useLocation();
  const [movingFrom, setMovingFrom] = useState<string | null>(null);
  const busyFrom = useRef<string | null>(null);
  const moving = movingFrom === shown;
  const isBusy = () => busyFrom.current === shown;

  const go = async (direction: 'next' | 'previous') => {
    if (isBusy()) return;
    busyFrom.current = shown;
    setMovingFrom(shown);
    let neighbour: Neighbour;
    try {
      neighbour = await flow.queue[direction]();
    } catch {
      neighbour = { kind: 'failed' };
    }
    if (neighbour.kind === 'case') {
      // Still moving until the case is shown (its address is then another).
      navigate(neighbour.to);
      return;
    }
    busyFrom.current = null;
    setMovingFrom(null);
    if (neighbour.kind === 'end')
      notify({ tone: 'info', message: t(direction === 'next' ? 'review-shared.noNextCase' : 'review-shared.noPreviousCase') });
    else notify({ tone: 'error', message: t('review-shared.neighbourFailed') });
  };
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
      <Switch label={t('review-shared.openNextCase')} checked={flow.openNext} onCheckedChange={flow.setOpenNext} />
      <Button
        variant="secondary"
        size="sm"
        aria-keyshortcuts={REVIEW_KEYSHORTCUTS.previous}
        disabled={moving}
        onClick={() => void go('previous')}
      >
        {t('review-shared.previousCase')}
      </Button>
      <Button variant="secondary" size="sm" aria-keyshortcuts={REVIEW_KEYSHORTCUTS.next} disabled={moving} onClick={() => void go('next')}>
        {t('review-shared.nextCase')}
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
