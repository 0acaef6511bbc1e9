export { EditableTable } from './EditableTable';
export { updateEdits } from './updateEdits';
export { editableTableCsv } from './csv';
export type {
  EditableTableProps,
  EditableColumn,
  EditableColumnLink,
  EditableColumnGroup,
  EditableCellType,
  EditableTableMode,
  EditableCellMap,
  EditableTableEdits,
  EditableTableErrors,
  EditableTableWarnings,
} from './types';
