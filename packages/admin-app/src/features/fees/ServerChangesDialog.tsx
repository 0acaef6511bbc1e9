import { ChangeSummary, InlineAlert, SegmentedControl, TextField, vars, type ChangeSummaryItem } from '@admin-console/admin-ui';
import { memo, type ReactElement, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import type { CatalogueRow } from './rules';
import type { CellChoices, MergeCell, MergeReport, RowConflict, RowMerge, Side } from './merge';
import { useT } from './messages';
import { counted } from './review';
import { SaveStepDialog } from './SaveStepDialog';
import { formatDateTime } from '../../platform/i18n/format';

export interface ServerChangesDialogProps<Row extends CatalogueRow> {
  /** The rows changed on the server since the grid loaded; null while the step is not open. */
  changes: readonly RowConflict<Row>[] | null;
  /** The merge as decided so far, checked with the grid's rules. */
  merge: MergeReport | null;
  choices: CellChoices;
  /** A column's title (the cells to fix may be ones no one changed: a split's third percentage). */
  titleOf(key: string): string;
  onChoose(id: string, key: string, choice: Side): void;
  onFix(id: string, key: string, value: string): void;
  /** Back to editing: nothing sent, the edits kept. */
  onCancel(): void;
  /** Saves the merge (enabled once every conflicting cell has a choice and no rule is broken). */
  onConfirm(): void;
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * The rows another admin changed on the server since the grid loaded, merged cell by cell
 * (docs/product.md#saving-the-grid): for each cell changed on either side, its value when the grid loaded, theirs,
 * mine and what will be saved. Their changes to cells the admin did not touch are kept; a cell both changed to
 * different values waits for Keep mine or Take theirs; a merged row that breaks a rule of the grid says which and
 * takes a fix in place. Nothing is sent until every choice is made and no rule is broken.
 */
/** Memoized (the editor re-renders on every keystroke; the closed dialog need not). */
export const ServerChangesDialog = memo(function ServerChangesDialog<Row extends CatalogueRow>(props: ServerChangesDialogProps<Row>) {
  const { changes, merge, onCancel, onConfirm, returnFocus } = props;
  const t = useT();
  const list = changes ?? [];
  const undecided = merge?.undecided ?? 0;
  const blocked = merge?.blocked.length ?? 0;
  const mineOnly = merge?.mineOnly ?? 0;
  return (
    <SaveStepDialog
      step="conflict"
      count={changes ? list.length : null}
      confirmDisabled={undecided > 0 || blocked > 0}
      closeOnOutsideClick={false}
      onCancel={onCancel}
      onConfirm={onConfirm}
      returnFocus={returnFocus}
    >
      <Rows>
        {list.map((change) => (
          <ConflictRow key={change.id} change={change} merged={merge?.rows.get(change.id)} {...props} />
        ))}
      </Rows>
      {mineOnly > 0 && <Note>{t('fees.conflict.mineOnly', counted(mineOnly))}</Note>}
      {undecided > 0 && <Note>{t('fees.conflict.undecided', counted(undecided))}</Note>}
      {blocked > 0 && <Note>{t('fees.conflict.blocked', counted(blocked))}</Note>}
    </SaveStepDialog>
  );
}) as <Row extends CatalogueRow>(props: ServerChangesDialogProps<Row>) => ReactElement;

type RowProps<Row extends CatalogueRow> = ServerChangesDialogProps<Row> & { change: RowConflict<Row>; merged: RowMerge | undefined };

/** One row: its name, when it changed, the cells side by side, and what happens to it. */
function ConflictRow<Row extends CatalogueRow>({ change, merged, choices, onChoose, ...rest }: RowProps<Row>) {
  const t = useT();
  const { id, name, kind, changedAt } = change;
  const when = changedAt ? formatDateTime(changedAt) : '';
  const headingId = `server-change-${id}`;
  const toSave = (cell: MergeCell): ReactNode => {
    const fixed = merged?.fix.find((f) => f.key === cell.key && f.fixed);
    if (fixed) return t('fees.conflict.fixedHere', { value: fixed.value.trim() === '' ? t('fees.review.empty') : fixed.value });
    if (cell.merge === 'theirs') return t('fees.conflict.keptTheirs', { value: cell.theirs });
    if (cell.merge === 'mine') return t('fees.conflict.keptMine', { value: cell.mine });
    if (cell.merge === 'same') return t('fees.conflict.same', { value: cell.mine });
    return (
      <SegmentedControl
        label={t('fees.conflict.cellChoice', { column: cell.field, name })}
        options={[
          { value: 'mine', label: t('fees.conflict.keepMine') },
          { value: 'theirs', label: t('fees.conflict.takeTheirs') },
        ]}
        value={choices[id]?.[cell.key] ?? ''}
        onChange={(value) => onChoose(id, cell.key, value as Side)}
      />
    );
  };
  const items: ChangeSummaryItem[] = change.cells.map((cell) => ({
    key: `${id}:${cell.key}`,
    item: cell.field,
    field: cell.base,
    before: cell.theirs,
    after: cell.mine,
    change: kind === 'gone' ? undefined : toSave(cell),
  }));
  return (
    <Row aria-labelledby={headingId}>
      <RowName id={headingId} dir="auto">
        {name}
      </RowName>
      {when && <Note>{t('fees.conflict.changedAt', { when })}</Note>}
      {items.length > 0 && (
        <ChangeSummary
          caption={name}
          hideCaption
          sideBySide
          headers={{
            item: t('fees.review.column'),
            field: t('fees.conflict.base'),
            before: t('fees.conflict.theirs'),
            after: t('fees.conflict.mine'),
            change: t('fees.conflict.toSave'),
          }}
          items={items}
        />
      )}
      {kind === 'both' && merged ? (
        <MergeOutcome id={id} name={name} merged={merged} {...rest} />
      ) : (
        <Note>
          {kind === 'gone' ? t('fees.conflict.gone') : kind === 'added' ? t('fees.conflict.added') : t('fees.conflict.untouched')}
        </Note>
      )}
    </Row>
  );
}

type OutcomeProps = Pick<ServerChangesDialogProps<CatalogueRow>, 'titleOf' | 'onFix'> & { id: string; name: string; merged: RowMerge };

/**
 * A merged row's check against the grid's rules, in a live region kept mounted: the rule it breaks (in the rule's
 * own words) and the inputs to fix it in place, checked again as the admin types.
 */
function MergeOutcome({ id, name, merged, titleOf, onFix }: OutcomeProps) {
  const t = useT();
  const { undecided, warning, refused, blocked, fix } = merged;
  const decided = undecided.length === 0;
  const invalid = fix.some((cell) => cell.error);
  const tone = !decided ? 'info' : blocked ? 'error' : warning ? 'warning' : 'success';
  let title: string | undefined;
  let text: string | undefined;
  if (decided && refused) [title, text] = [warning, t('fees.conflict.splitRefused')];
  else if (decided && invalid) text = t('fees.conflict.invalid');
  else if (decided && warning) [title, text] = [warning, t('fees.conflict.splitWarned')];
  else if (decided && fix.length > 0) text = t('fees.conflict.fixed');
  return (
    <>
      <InlineAlert tone={tone} title={title} live="polite">
        {text}
      </InlineAlert>
      {fix.length > 0 && (
        <Fixes>
          <legend>{t('fees.conflict.choice', { name })}</legend>
          {fix.map((cell) => (
            <TextField
              key={cell.key}
              label={titleOf(cell.key)}
              value={cell.value}
              error={cell.error}
              fullWidth={false}
              onChange={(event) => onFix(id, cell.key, event.target.value)}
            />
          ))}
        </Fixes>
      )}
    </>
  );
}

const Rows = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  max-height: min(60vh, 560px);
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

const Fixes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-block-end: ${vars.space[1]};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
