import { Button, InlineAlert } from '@admin-console/admin-ui';
import { OptionsProblem } from './formLayout.styles';

export const DRAFT_RESTORED_TITLE = 'Unsaved changes restored';
export const DRAFT_RESTORED_TEXT =
  'This form holds the changes you had not saved yet (for example when your session ended). Save them, or discard them.';

/** Said above a form whose values came back from its draft (kernel/formDraft.ts), with a way out. */
export function DraftRestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <OptionsProblem>
      <InlineAlert tone="info" title={DRAFT_RESTORED_TITLE} style={{ flex: '1 1 320px' }}>
        {DRAFT_RESTORED_TEXT}
      </InlineAlert>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        Discard changes
      </Button>
    </OptionsProblem>
  );
}
