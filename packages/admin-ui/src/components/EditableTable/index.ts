export { EditableTable } from './EditableTable';
export { updateEdits } from './updateEdits';
export { editableTableCsv } from './csv';
export type {
  EditableTableProps,
  EditableColumn,
  EditableColumnLink,
  EditableColumnGroup,
  EditableRow,
  EditableCellType,
  EditableTableMode,
  EditableCellMap,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from './types';
