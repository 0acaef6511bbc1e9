import { memo, type ChangeEventHandler } from 'react';
import type { LinkComponent } from '../LinkProvider';
import { Warning } from './EditableTable.styles';
import { EditableTableCell, type ColumnMeta } from './EditableTableCell';

type CellTexts = Readonly<Partial<Record<string, string>>> | undefined;

export interface EditableTableRowProps<Row> {
  row: Row;
  /** Index in `rows` (absolute, not within the window). */
  index: number;
  ariaRowIndex: number;
  columns: readonly ColumnMeta<Row>[];
  editing: boolean;
  edits: CellTexts;
  errors: CellTexts;
  warning: string | undefined;
  hasWarnings: boolean;
  /** The active cell's column when it is in this row, else -1. */
  activeCol: number;
  /** Names the row in its inputs' accessible names (called when the row renders). */
  rowLabel(row: Row, index: number): string;
  idPrefix: string;
  linkComponent: LinkComponent | undefined;
  onInput: ChangeEventHandler<HTMLInputElement>;
}

function EditableTableRowImpl<Row>(props: EditableTableRowProps<Row>) {
  const { row, index, ariaRowIndex, columns, editing, edits, errors, warning, hasWarnings, activeCol } = props;
  const warningCol = columns.length;
  const label = props.rowLabel(row, index);
  return (
    <tr aria-rowindex={ariaRowIndex}>
      {columns.map((meta, c) => (
        <EditableTableCell
          key={meta.column.key}
          meta={meta}
          row={row}
          rowIndex={index}
          colIndex={c}
          editing={editing}
          draft={edits?.[meta.column.key]}
          error={errors?.[meta.column.key]}
          warning={c === 0 ? warning : undefined}
          active={activeCol === c}
          live={activeCol !== -1}
          rowLabel={label}
          idPrefix={props.idPrefix}
          linkComponent={props.linkComponent}
          onInput={props.onInput}
        />
      ))}
      {hasWarnings && (
        <td
          role="gridcell"
          aria-colindex={warningCol + 1}
          aria-readonly={editing || undefined}
          tabIndex={activeCol === warningCol ? 0 : -1}
          data-r={index}
          data-c={warningCol}
        >
          {warning && (
            <Warning title={warning}>
              <span aria-hidden="true">⚠</span>
              <span dir="auto">{warning}</span>
            </Warning>
          )}
        </td>
      )}
    </tr>
  );
}

const shallowEqual = (a: CellTexts, b: CellTexts): boolean => {
  if (a === b) return true;
  if (!a || !b) return Object.keys(a ?? b ?? {}).length === 0;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => a[k] === b[k]);
};

/**
 * A row re-renders only when something it shows changed. The edit and error maps are compared by content, so a
 * screen that rebuilds its validation map on every keystroke still re-renders only the row being typed in.
 */
function rowPropsEqual<Row>(a: EditableTableRowProps<Row>, b: EditableTableRowProps<Row>): boolean {
  return (
    a.row === b.row &&
    a.index === b.index &&
    a.ariaRowIndex === b.ariaRowIndex &&
    a.columns === b.columns &&
    a.editing === b.editing &&
    a.warning === b.warning &&
    a.hasWarnings === b.hasWarnings &&
    a.activeCol === b.activeCol &&
    a.rowLabel === b.rowLabel &&
    a.idPrefix === b.idPrefix &&
    a.linkComponent === b.linkComponent &&
    a.onInput === b.onInput &&
    shallowEqual(a.edits, b.edits) &&
    shallowEqual(a.errors, b.errors)
  );
}

export const EditableTableRow = memo(EditableTableRowImpl, rowPropsEqual) as typeof EditableTableRowImpl;
