import { Button, InlineAlert } from '@admin-console/admin-ui';
import type { FormDraft } from '../formDraft';
import type { FormAlertContent } from '../useEntityForm';
import { DraftRestoredNotice } from './DraftRestoredNotice';
import { FormActions } from './formLayout.styles';
import { useT } from '../messages';

/**
 * The top of a Create / Edit form (discount, promotion group): the restored-draft notice, and the
 * alert of a failed save, one line each (the alert's region stays, so a new failure is announced).
 */
export function FormNotices({ draft, alert }: { draft: Pick<FormDraft<unknown>, 'restored' | 'discard'>; alert: FormAlertContent | null }) {
  return (
    <>
      {draft.restored && <DraftRestoredNotice onDiscard={draft.discard} />}
      <InlineAlert tone="error" title={alert?.title}>
        {alert &&
          alert.lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
      </InlineAlert>
    </>
  );
}

/** Save (busy while saving) and Cancel, at the foot of a Create / Edit form. */
export function SaveCancelActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <FormActions>
      <Button type="submit" loading={saving} loadingText={t('kernel.saving')}>
        {t('kernel.save')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('kernel.cancel')}
      </Button>
    </FormActions>
  );
}
