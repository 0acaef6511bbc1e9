import { Button, InlineAlert } from '@admin-console/admin-ui';
import { useT } from '../messages';
import { OptionsProblem } from './formLayout.styles';

/** Said above a form whose values came back from its draft (kernel/formDraft.ts), with a way out. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const t = useT();
  return (
    <OptionsProblem>
      <InlineAlert tone="info" title={t('kernel.draftTitle')} style={{ flex: '1 1 320px' }}>
        {t('kernel.draftText')}
      </InlineAlert>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        {t('kernel.discardChanges')}
      </Button>
    </OptionsProblem>
  );
}
