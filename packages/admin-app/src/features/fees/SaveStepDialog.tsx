import { ConfirmModal, type ConfirmModalProps } from '@admin-console/admin-ui';
import type { RefObject } from 'react';
import { formatNumber } from '../../platform/i18n/format';
import { useT } from './messages';

export interface SaveStepDialogProps extends Pick<
  ConfirmModalProps,
  'busyLabel' | 'confirmDisabled' | 'closeOnOutsideClick' | 'onConfirm' | 'children'
> {
  /** Which step: its words are in STEP_WORDS. */
  step: 'review' | 'conflict';
  /** How many things it lists; null while the step is not open. */
  count: number | null;
  /** Closed without confirming: back to editing, nothing sent, the edits kept. */
  onCancel(): void;
  returnFocus: RefObject<HTMLElement | null>;
}

/** Each step's heading, introduction (counting what it lists) and buttons; each key written whole, as the message check finds it. */
const STEP_WORDS = {
  review: { title: 'fees.review.title', intro: 'fees.review.intro', confirm: 'fees.review.confirm', cancel: 'fees.review.cancel' },
  conflict: {
    title: 'fees.conflict.title',
    intro: 'fees.conflict.intro',
    confirm: 'fees.conflict.confirm',
    cancel: 'fees.conflict.cancel',
  },
} as const;

/**
 * A step of Save Data that lists what the admin is about to send or must decide first (docs/product.md#saving-the-grid):
 * the review of the changed cells, and the rows changed on the server meanwhile. Both are open while they have a
 * list, and closing either goes back to editing.
 */
export function SaveStepDialog({ step, count, onCancel, ...rest }: SaveStepDialogProps) {
  const t = useT();
  const n = count ?? 0;
  const words = STEP_WORDS[step];
  return (
    <ConfirmModal
      open={count !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="lg"
      title={t(words.title)}
      description={t(words.intro, { count: n, shown: formatNumber(n) })}
      confirmLabel={t(words.confirm)}
      cancelLabel={t(words.cancel)}
      closeLabel={t('fees.dialog.close')}
      {...rest}
    />
  );
}
