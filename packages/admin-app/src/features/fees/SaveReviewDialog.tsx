import { ChangeSummary, ConfirmModal, type ChangeSummaryItem } from '@admin-console/admin-ui';
import type { RefObject } from 'react';
import { formatNumber } from '../../platform/i18n/format';
import { t } from './messages';

export interface SaveReviewDialogProps {
  /** Every changed cell, old and new; null while no review is open. */
  items: readonly ChangeSummaryItem[] | null;
  /** Back to editing: nothing sent, the edits kept. */
  onClose(): void;
  /** Reads the list again before anything is sent: the dialog stays busy ("Checking…") until it settles. */
  onConfirm(): Promise<void>;
  returnFocus: RefObject<HTMLElement | null>;
}

/** The review of a save (docs/product.md#decided-not-built-yet): every changed cell, old and new, before anything is sent. */
export function SaveReviewDialog({ items, onClose, onConfirm, returnFocus }: SaveReviewDialogProps) {
  return (
    <ConfirmModal
      open={items !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      title={t('fees.review.title')}
      description={t('fees.review.intro', { count: items?.length ?? 0, shown: formatNumber(items?.length ?? 0) })}
      confirmLabel={t('fees.review.confirm')}
      busyLabel={t('fees.review.checking')}
      cancelLabel={t('fees.review.cancel')}
      closeLabel={t('fees.dialog.close')}
      returnFocus={returnFocus}
      onConfirm={onConfirm}
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
    </ConfirmModal>
  );
}

const NO_ITEMS: ChangeSummaryItem[] = [];
