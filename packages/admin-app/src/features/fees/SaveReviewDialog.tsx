import { ChangeSummary, type ChangeSummaryItem } from '@admin-console/admin-ui';
import { memo, type RefObject } from 'react';
import { t } from './messages';
import { SaveStepDialog } from './SaveStepDialog';

export interface SaveReviewDialogProps {
  /** Every changed cell, old and new; null while no review is open. */
  items: readonly ChangeSummaryItem[] | null;
  /** Back to editing: nothing sent, the edits kept. */
  onClose(): void;
  /** Reads the list again before anything is sent: the dialog stays busy ("Checking…") until it settles. */
  onConfirm(): Promise<void>;
  returnFocus: RefObject<HTMLElement | null>;
}

/** The review of a save (docs/product.md#saving-the-grid): every changed cell, old and new, before anything is sent. */
/** Memoized: the editor re-renders on every keystroke, the closed dialog need not. */
export const SaveReviewDialog = memo(function SaveReviewDialog({ items, onClose, onConfirm, returnFocus }: SaveReviewDialogProps) {
  return (
    <SaveStepDialog
      step="review"
      count={items ? items.length : null}
      busyLabel={t('fees.review.checking')}
      onCancel={onClose}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    >
      <ChangeSummary
        caption={t('fees.review.caption')}
        hideCaption
        maxHeight="min(55vh, 480px)"
        headers={{
          item: t('fees.review.item'),
          field: t('fees.review.column'),
          before: t('fees.review.old'),
          after: t('fees.review.new'),
          change: t('fees.review.change'),
        }}
        items={items ?? NO_ITEMS}
      />
    </SaveStepDialog>
  );
});

const NO_ITEMS: ChangeSummaryItem[] = [];
