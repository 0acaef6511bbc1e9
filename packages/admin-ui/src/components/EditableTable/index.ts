export { EditableTable } from './EditableTable';
export { updateEdits } from './updateEdits';
export { editableTableCsv } from './csv';
export type {
  EditableTableProps,
  EditableColumn,
  EditableColumnBase,
  EditableFieldColumn,
  EditableDrawnColumn,
  EditableColumnLink,
  EditableColumnGroup,
  EditableCellType,
  EditableTableMode,
  EditableCellMap,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from './types';
