import { ChangeSummary, vars } from '@admin-console/admin-ui';
import type { RefObject } from 'react';
import styled from 'styled-components';
import type { CatalogueRow } from './rules';
import type { ServerChange } from './review';
import { useT } from './messages';
import { SaveStepDialog } from './SaveStepDialog';
import { formatNumber } from '../../platform/i18n/format';

export type RowChoice = 'mine' | 'theirs';

export interface ServerChangesDialogProps<Row extends CatalogueRow> {
  changes: readonly ServerChange<Row>[] | null;
  choices: Readonly<Record<string, RowChoice>>;
  onChoose(id: string, choice: RowChoice): void;
  /** Back to editing: nothing sent, the edits kept. */
  onCancel(): void;
  /** Saves with the choices made (enabled once every edited row has one). */
  onConfirm(): void;
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The rows another admin changed on the server since the grid loaded, theirs and mine side by side: for each row
 * the admin edited, Keep mine or Take theirs (nothing chosen at first, so nothing is sent until they decide); the
 * rows they did not touch take the server's values, and say so.
 */
export function ServerChangesDialog<Row extends CatalogueRow>({
  changes,
  choices,
  onChoose,
  onCancel,
  onConfirm,
  returnFocus,
}: ServerChangesDialogProps<Row>) {
  const t = useT();
  const list = changes ?? [];
  const undecided = list.filter((change) => change.edited && !choices[change.id]).length;
  return (
    <SaveStepDialog
      step="conflict"
      count={changes ? list.length : null}
      confirmDisabled={undecided > 0}
      closeOnOutsideClick={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    >
      <Rows>
        {list.map((change) => (
          <Row key={change.id} aria-labelledby={`server-change-${change.id}`}>
            <RowName id={`server-change-${change.id}`} dir="auto">
              {change.name}
            </RowName>
            <ChangeSummary
              caption={change.name}
              hideCaption
              sideBySide
              headers={{ field: t('fees.review.column'), before: t('fees.conflict.theirs'), after: t('fees.conflict.mine') }}
              items={change.cells}
            />
            {change.edited ? (
              <Choice>
                <legend>{t('fees.conflict.choice', { name: change.name })}</legend>
                {(['mine', 'theirs'] as const).map((choice) => (
                  <label key={choice}>
                    <input
                      type="radio"
                      name={`server-change-${change.id}`}
                      value={choice}
                      checked={choices[change.id] === choice}
                      onChange={() => onChoose(change.id, choice)}
                    />
                    {choice === 'mine' ? t('fees.conflict.keepMine') : t('fees.conflict.takeTheirs')}
                  </label>
                ))}
              </Choice>
            ) : (
              <Note>{change.theirs === null ? t('fees.conflict.gone') : t('fees.conflict.untouched')}</Note>
            )}
          </Row>
        ))}
      </Rows>
      {undecided > 0 && <Note>{t('fees.conflict.undecided', { count: undecided, shown: formatNumber(undecided) })}</Note>}
    </SaveStepDialog>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-height: min(60vh, 520px);
  overflow: auto;
  margin-block-end: ${vars.space[3]};
`;

const Row = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

const RowName = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
`;

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-block-end: ${vars.space[1]};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    gap: ${vars.space[2]};
    align-items: center;
    cursor: pointer;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
