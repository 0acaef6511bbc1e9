import { Button, ConfirmModal, InlineAlert } from '@admin-console/admin-ui';
import { memo, type RefObject } from 'react';
import { Buttons, Outcome as OutcomeArea, Toolbar } from './CatalogueEditor.styles';
import type { GridMode, Outcome } from './editorPhases';
import { useT } from './messages';
import { counted } from './review';

interface EditorToolbarProps {
  screen: string;
  mode: GridMode;
  canEdit: boolean;
  editCount: number;
  outcome: Outcome | null;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle(): void;
  onCancel(): void;
}

/** Edit / Save Data, Cancel, and the save's outcome beside them (two live regions, mounted before they speak). */
export const EditorToolbar = memo(function EditorToolbar({
  screen,
  mode,
  canEdit,
  editCount,
  outcome,
  toggleRef,
  onToggle,
  onCancel,
}: EditorToolbarProps) {
  const t = useT();
  const editing = mode === 'edit';
  const said = outcome && outcome.tone !== 'error' ? outcome : null;
  return (
    <Toolbar>
      <Buttons>
        <Button
          ref={toggleRef}
          variant={mode === 'view' ? 'secondary' : 'primary'}
          disabled={mode === 'view' && !canEdit}
          loading={mode === 'saving'}
          loadingText={t('fees.savingButton')}
          onClick={onToggle}
          aria-describedby={editing && editCount > 0 ? `${screen}-edit-count` : undefined}
        >
          {mode === 'view' ? t('fees.edit') : t('fees.saveData')}
        </Button>
        {mode !== 'view' && (
          <Button variant="ghost" disabled={mode === 'saving'} onClick={onCancel}>
            {t('fees.cancel')}
          </Button>
        )}
      </Buttons>
      <OutcomeArea>
        <InlineAlert tone="error" title={outcome?.tone === 'error' ? outcome.title : undefined}>
          {outcome?.tone === 'error' ? outcome.text : null}
        </InlineAlert>
        <InlineAlert tone={said ? said.tone : 'success'} title={said?.title}>
          {said ? said.text : null}
        </InlineAlert>
      </OutcomeArea>
      {editing && (
        <span id={`${screen}-edit-count`} hidden>
          {editCount > 0 ? t('fees.editedCount', counted(editCount)) : ''}
        </span>
      )}
    </Toolbar>
  );
});

/**
 * Cancel with edits asks first (docs/product.md#saving-the-grid). Discarding ends editing, which removes Cancel (the
 * dialog's opener): focus returns to Edit once the dialog has closed (the discard's own focus call comes while the
 * dialog still makes the page inert).
 */
export const DiscardConfirm = memo(function DiscardConfirm({
  open,
  editCount,
  toggleRef,
  onDecline,
  onDiscard,
}: {
  open: boolean;
  editCount: number;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onDecline(): void;
  onDiscard(): void;
}) {
  const t = useT();
  return (
    <ConfirmModal
      returnFocus={toggleRef}
      open={open}
      onOpenChange={(next) => {
        if (!next) onDecline();
      }}
      title={t('fees.discard.title')}
      description={t('fees.discard.message', counted(editCount))}
      confirmLabel={t('fees.discard.confirm')}
      cancelLabel={t('fees.discard.keepEditing')}
      tone="danger"
      onConfirm={onDiscard}
    />
  );
});
